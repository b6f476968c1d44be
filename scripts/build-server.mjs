/**
 * Compiles the server for production (`npm start`): TypeScript → JavaScript with esbuild, our code
 * bundled, packages left in node_modules. Two outputs in dist/server: `main.mjs` (the server, one
 * file, so the worker pool finds `./worker-entry.mjs` beside it) and `worker-entry.mjs` (the pool
 * threads' entry, built from worker-tasks.ts with each task module in a chunk of its own, loaded on
 * first use). tsx stays for development, tests and benchmarks.
 */
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  outExtension: { '.js': '.mjs' },
  logLevel: 'warning',
};

export async function buildServer(outdir = 'dist/server') {
  await build({ ...common, entryPoints: { main: 'src/server/main.ts' }, outdir });
  await build({
    ...common,
    entryPoints: { 'worker-entry': 'src/server/workers/worker-tasks.ts' },
    outdir,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer(process.argv[2]);
