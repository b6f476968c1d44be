import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm run bench`: every bench/*.ts (except this file and bench/support/) in its own process, one
// after the other, so no benchmark measures another's leftovers.

const BENCH_DIR = fileURLToPath(new URL('.', import.meta.url));
const ROOT = path.dirname(BENCH_DIR);
const self = path.basename(fileURLToPath(import.meta.url));

const files = fs
  .readdirSync(BENCH_DIR, { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && entry.name !== self,
  )
  .map((entry) => entry.name)
  .sort();

const failed: string[] = [];
for (const file of files) {
  // The folder is shared while others work in it: a file removed since the listing is skipped.
  if (!fs.existsSync(path.join(BENCH_DIR, file))) continue;
  console.log(`\n=== bench/${file} ${'='.repeat(Math.max(0, 60 - file.length))}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join('bench', file)], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    failed.push(file);
    console.log(`bench/${file} failed (exit ${result.status ?? result.signal}) after ${seconds} s`);
  } else {
    console.log(`(bench/${file}: ${seconds} s)`);
  }
}
if (failed.length > 0) {
  console.error(`\n${failed.length} benchmark(s) failed: ${failed.join(', ')}`);
  process.exit(1);
}
