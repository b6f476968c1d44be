/**
 * Issue 21's FMEA row: `/api/health` while one user stores an 11 000-row, ~31 MB FMEA, makes its plan and
 * another user opens it — on `npm start`'s defaults (embedded PGlite in a fresh DATA_DIR).
 * Run: node --import tsx bench/fmea-create-load.ts [server checkout]   (default: this checkout; pass an older
 * checkout to measure its server with the same probe; loopback only, prints figures, asserts nothing)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { generateFmeaRows } from '../src/server/testing/fmea-rows';
import {
  healthRow,
  login,
  type ProbeResult,
  probed,
  startProbe,
  startServer,
  stopServer,
} from './support/probed-server';
import { printReadmeRows, readmeNumber } from './support/readme-rows';
import { fmt, printTable } from './support/table';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const SERVER_ROOT = path.resolve(process.argv[2] ?? ROOT);
const ROWS = 11_000;
const IDLE_PROBE_MS = 3_000;

/** The FMEA: 11 000 rows whose texts make ~31 MB of JSON (long effects and causes, as plants write). */
function bigFmea(): string {
  const filler = 'Kalıp ayırma yüzeyinde aşınma, hizalama pimlerinde boşluk ve soğutma kanalında tıkanma; ';
  const long = (n: number) => filler.repeat(Math.ceil(n / filler.length)).slice(0, n);
  const rows = generateFmeaRows(ROWS).map((row, i) => ({
    ...row,
    effects: `${long(1250)} (${i})`,
    causes: `${long(1250)} [${i}]`,
  }));
  return JSON.stringify({ name: 'Büyük PFMEA (bench)', rows });
}

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kalite-fmeaload-'));
  const { url, child } = await startServer(
    SERVER_ROOT,
    path.join(work, 'data'),
    path.join(work, 'server.log'),
  );
  process.once('exit', () => child.kill('SIGKILL'));
  try {
    const owner = await login(url, 'kalite', 'kalite123');
    const reader = await login(url, 'kalip', 'kalip123');
    const body = bigFmea();
    const idleProbe = await startProbe(url);
    await sleep(IDLE_PROBE_MS);
    const idle = await idleProbe.stop();
    const json = { 'content-type': 'application/json' };
    const create = await probed(url, () =>
      fetch(`${url}/api/fmeas`, { method: 'POST', headers: { ...json, cookie: owner }, body }),
    );
    const id = (JSON.parse(create.body || '{}') as { id?: string }).id ?? '';
    const plan = await probed(url, () =>
      fetch(`${url}/api/fmeas/${id}/plan`, {
        method: 'POST',
        headers: { ...json, cookie: owner },
        body: JSON.stringify({ useAi: false }),
      }),
    );
    const open = await probed(url, () => fetch(`${url}/api/fmeas/${id}`, { headers: { cookie: reader } }));
    const page = await probed(url, () =>
      fetch(`${url}/api/fmeas/${id}/lines`, { headers: { cookie: reader } }),
    );
    const size = (text: string) => `${fmt(Buffer.byteLength(text) / 2 ** 20, 2)} MiB`;
    console.log(
      `\nServer ${SERVER_ROOT} on PGlite; ${os.availableParallelism()} cores, load average ${os.loadavg()[0]?.toFixed(2)}, ` +
        `Node ${process.version}, ${new Date().toISOString()}. Body ${size(body)}, ${ROWS} rows.`,
    );
    printTable(
      'What each step took and answered',
      ['step', 'status', 'seconds', 'answer'],
      [
        ['store the FMEA (POST /api/fmeas)', create.status, fmt(create.ms / 1000, 2), size(create.body)],
        ['make its plan (POST …/plan)', plan.status, fmt(plan.ms / 1000, 2), size(plan.body)],
        ['another user opens it (GET /api/fmeas/:id)', open.status, fmt(open.ms / 1000, 2), size(open.body)],
        ['…and its first lines (GET …/lines)', page.status, fmt(page.ms / 1000, 2), size(page.body)],
      ],
    );
    printTable(
      'GET /api/health every 20 ms (latency from the planned send time)',
      ['phase', 'answers', 'failed', 'p50 ms', 'p99 ms', 'max ms'],
      [
        healthRow('idle', idle),
        healthRow('storing the FMEA', create.health),
        healthRow('making its plan', plan.health),
        healthRow('another user opens it', open.health),
        healthRow('its first lines', page.health),
      ],
    );
    // The README's table of the latest run; its 'before' column is this bench on an older checkout.
    const readmeRow = (step: string, health: ProbeResult, ms?: number) => {
      const [, , , , p99, max] = healthRow(step, health);
      return [step, ms === undefined ? '' : `${fmt(ms / 1000, 2)} s`, `${p99} ms (${max})`];
    };
    printReadmeRows([
      {
        header: [`step (${readmeNumber(ROWS)} rows)`, 'took', '`/api/health` p99 (max) during it'],
        rows: [
          readmeRow('idle', idle),
          readmeRow('store it (`POST /api/fmeas`)', create.health, create.ms),
          readmeRow('make its plan (`POST …/plan`)', plan.health, plan.ms),
          readmeRow('another user opens it (`GET …/:id`)', open.health, open.ms),
          readmeRow('its first 100 lines (`GET …/lines`)', page.health, page.ms),
        ],
      },
    ]);
  } finally {
    await stopServer(child);
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
