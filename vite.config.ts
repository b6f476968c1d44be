import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * zod 4's classic API imports its JSON Schema generator (`to-json-schema.js`, ~8.6 kB minified) into
 * every bundle; the browser never generates JSON Schema (the server does, for OpenAPI), so the web
 * build resolves it to a stub that throws if called. Measured by `bench/bundle-size.ts`.
 */
function zodWithoutJsonSchema(): Plugin {
  const stub = fileURLToPath(new URL('src/web/lib/zod-json-schema-stub.ts', import.meta.url));
  return {
    name: 'zod-without-json-schema',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer?.includes('/node_modules/zod/') && source.endsWith('/to-json-schema.js')) return stub;
      return null;
    },
  };
}

// The SPA lives in src/web and is built to dist/web, which the Fastify server serves.
export default defineConfig({
  root: 'src/web',
  plugins: [zodWithoutJsonSchema(), react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
});
