/**
 * Compiles the server for production (`npm start`): TypeScript → JavaScript with esbuild, our code
 * bundled, packages left in node_modules. Outputs in dist/server: `main.mjs` (the server, one
 * file, so the worker pool finds `./worker-entry.mjs` beside it) and `worker-entry.mjs` (the pool
 * threads' entry, built from worker-tasks.ts with each task module in a chunk of its own, loaded on
 * first use), `process-entry.mjs` (the process pool's children) and `pglite-thread.mjs` (the embedded database's
 * thread), both copied as they are. tsx stays for development, tests and benchmarks.
 */
import fs from 'node:fs';
import path from 'node:path';
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
  // The process pool's child entry is plain JavaScript that imports ./worker-entry.mjs: used as it is.
  fs.copyFileSync('src/server/workers/process-entry.mjs', path.join(outdir, 'process-entry.mjs'));
  // The embedded database's thread imports only packages: it runs as it is, beside main.mjs.
  fs.copyFileSync('src/server/db/pglite-thread.mjs', path.join(outdir, 'pglite-thread.mjs'));
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer(process.argv[2]);
