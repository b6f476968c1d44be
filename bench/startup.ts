import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printReadmeRows, readmeNumber } from './support/readme-rows';

/**
 * Time to healthy and baseline memory of a start (issue 24 part 4), on `npm start`'s defaults
 * (embedded database, logging on) and an installation that already has its data:
 * - `source`: the server through tsx (what `npm start` ran until 2026-11-26, after a `vite build`
 *   of ~N s on every start — measured here too as `vite build`);
 * - `npm start (warm)`: the compiled server, build stamp current (a restart, an upgrade's 2nd start);
 * - `npm start (cold)`: the first start of a release: Vite + esbuild build, then the server.
 * RSS is the server process's VmRSS when /api/health first answers and 10 s later, idle.
 * `node --import tsx bench/startup.ts` (RUNS=3 by default).
 */
const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const RUNS = Number(process.env.RUNS ?? 3);
const PORT = 3590;
const seed = fs.mkdtempSync(path.join(os.tmpdir(), 'kalite-startup-'));

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function healthy(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (
      await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('not healthy in time');
}

async function measure(args: string[], dataDir: string) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  try {
    await healthy(Date.now() + 180_000);
    const ms = performance.now() - started;
    const atHealthy = rssMb(child.pid ?? 0);
    await new Promise((r) => setTimeout(r, 10_000));
    return { ms, atHealthy, idle: rssMb(child.pid ?? 0) };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function series(label: string, args: string[], before?: () => void) {
  const rows = [];
  for (let i = 0; i < RUNS; i++) {
    before?.();
    const dataDir = path.join(seed, `run-${label.replace(/\W+/g, '-')}-${i}`);
    fs.cpSync(path.join(seed, 'data'), dataDir, { recursive: true });
    rows.push(await measure(args, dataDir));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const row = {
    label,
    ms: median(rows.map((r) => r.ms)),
    atHealthy: median(rows.map((r) => r.atHealthy)),
    idle: median(rows.map((r) => r.idle)),
  };
  console.log(
    `| ${label} | ${(row.ms / 1000).toFixed(2)} s | ${row.atHealthy.toFixed(0)} MB | ${row.idle.toFixed(0)} MB |`,
  );
  return row;
}

// A seeded installation (the demo data), made once by a first start.
await measure(['--import', 'tsx', 'src/server/main.ts'], path.join(seed, 'data'));

const viteStarted = performance.now();
spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { cwd: ROOT, stdio: 'ignore' });
const viteMs = performance.now() - viteStarted;

console.log(
  `startup on ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, ${new Date().toISOString()}`,
);
console.log('| start | time to healthy (median) | RSS at healthy | RSS idle 10 s later |');
console.log('|---|---|---|---|');
console.log(`| vite build (ran before every start until 2026-11-26) | ${(viteMs / 1000).toFixed(2)} s | | |`);
const source = await series('source: node --import tsx src/server/main.ts', [
  '--import',
  'tsx',
  'src/server/main.ts',
]);
const warm = await series('npm start (warm: build stamp current)', ['scripts/start.mjs']);
const cold = await series('npm start (cold: builds first)', ['scripts/start.mjs'], () =>
  fs.rmSync(path.join(ROOT, 'dist', '.build-stamp'), { force: true }),
);
fs.rmSync(seed, { recursive: true, force: true });
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (value: number) => `${readmeNumber(value)} MB`;
// The README's words for each start; the restart's figures are the ones it puts in bold.
printReadmeRows(
  [
    {
      rows: [
        ['before: `vite build` on every start', seconds(viteMs), '', ''],
        [
          'before: the server through tsx (`node --import tsx src/server/main.ts`)',
          `${seconds(source.ms)} (**${((source.ms + viteMs) / 1000).toFixed(1)} s** with the build)`,
          mb(source.atHealthy),
          mb(source.idle),
        ],
        [
          'after: `npm start`, build stamp current (a restart)',
          `**${seconds(warm.ms)}**`,
          `**${mb(warm.atHealthy)}**`,
          mb(warm.idle),
        ],
        [
          'after: `npm start`, first start of a release (Vite + esbuild, then the server)',
          seconds(cold.ms),
          mb(cold.atHealthy),
          mb(cold.idle),
        ],
      ],
    },
  ],
  ['RUNS'],
);
