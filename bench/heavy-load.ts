/**
 * Heavy requests must not stall everyone: `/api/health` latency while 8 Cp/Cpk calculations of
 * 1 000 000 values and 2 bulk PDFs of 495 reports run at once, against the idle figure.
 * The server is `npm start`'s process (`node --import tsx src/server/main.ts`, default settings and
 * logging — to a file here) on PGlite in a temporary DATA_DIR, in a child process. Health is probed
 * from a third process at a fixed rate (open loop: latency counts from the planned send time, so a
 * stall shows in every probe it delays), apart from the event loop that sends the heavy requests.
 * Run: node --import tsx bench/heavy-load.ts   (prints figures, asserts nothing; loopback only)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { DEMO_PROBLEMS } from '../src/server/analyses/demo-problems';
import { printReadmeRows, readmeNumber } from './support/readme-rows';
import { fmt, printTable } from './support/table';

const REPORTS = 495;
const CALCULATIONS = 8;
const BULK_PDFS = 2;
const VALUES = 1_000_000;
const PROBE_EVERY_MS = 20;
const IDLE_PROBE_MS = 5_000;
const START_TIMEOUT_MS = 120_000;
const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

interface ProbeInput {
  url: string;
}

function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN;
}

// --- child process: the health prober ----------------------------------------------------------

/** Sends GET /api/health every PROBE_EVERY_MS until told to stop, then sends the latencies (ms). */
async function probe({ url }: ProbeInput): Promise<void> {
  const send = process.send?.bind(process);
  if (!send) throw new Error('the prober needs an IPC channel');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const latencies: number[] = [];
  const pending = new Set<Promise<void>>();
  let failures = 0;
  const once = (planned: number) => {
    const done = new Promise<void>((resolve) => {
      const request = http.get(`${url}/api/health`, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 200) latencies.push(performance.now() - planned);
          else failures++;
          resolve();
        });
      });
      request.on('error', () => {
        failures++;
        resolve();
      });
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };
  const started = performance.now();
  let sent = 0;
  let stopped = false;
  send('running');
  process.once('message', () => {
    stopped = true;
  });
  // The bench went away without stopping the probe: nothing to report to.
  process.once('disconnect', () => process.exit(0));
  while (!stopped) {
    const planned = started + sent * PROBE_EVERY_MS;
    const wait = planned - performance.now();
    if (wait > 0) await sleep(wait);
    once(planned);
    sent++;
  }
  await Promise.all(pending);
  agent.destroy();
  send({ latencies, failures }, () => process.exit(0));
}

// --- main thread ---------------------------------------------------------------------------------

interface ProbeResult {
  latencies: number[];
  failures: number;
}

/** Starts the prober process; resolves once it runs (it has loaded and sent its first probe). */
async function startProbe(url: string): Promise<{ stop(): Promise<ProbeResult> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), 'probe', url], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`prober exited with ${code}`)));
  });
  return {
    stop: () =>
      new Promise<ProbeResult>((resolve, reject) => {
        child.removeAllListeners('exit');
        child.once('message', (result: ProbeResult) => resolve(result));
        child.once('exit', (code) => reject(new Error(`prober exited with ${code}`)));
        child.send('stop');
      }),
  };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no TCP port');
  return address.port;
}

/** `npm start`'s server process (without the web build) on a fresh PGlite data directory. */
async function startServer(dataDir: string, logFile: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}; see ${logFile}`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { url, child };
    await sleep(250);
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer within ${START_TIMEOUT_MS / 1000} s; see ${logFile}`);
}

async function login(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'kalite', password: 'kalite123' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Creates analyses through the API (4 at a time) until the history holds REPORTS of them. */
async function seedReports(url: string, cookie: string): Promise<number> {
  const totalNow = async () => {
    const res = await fetch(`${url}/api/analyses?limit=1`, { headers: { cookie } });
    return ((await res.json()) as { total: number }).total;
  };
  let missing = REPORTS - (await totalNow());
  let next = 0;
  const worker = async () => {
    while (missing > 0) {
      missing--;
      const demo = DEMO_PROBLEMS[next++ % DEMO_PROBLEMS.length];
      if (!demo) return;
      const res = await fetch(`${url}/api/analyses`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          ...demo.problem,
          title: `${demo.problem.title} (${next})`,
          discoveryDate: '2025-03-10',
        }),
      });
      if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return totalNow();
}

interface HeavyCall {
  name: string;
  status: number;
  firstByteMs: number;
  totalMs: number;
  bytes: number;
}

async function timed(name: string, started: number, send: () => Promise<Response>): Promise<HeavyCall> {
  const res = await send();
  const reader = res.body?.getReader();
  let firstByteMs = Number.NaN;
  let bytes = 0;
  for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
    if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
    bytes += chunk.value.byteLength;
  }
  return { name, status: res.status, firstByteMs, totalMs: performance.now() - started, bytes };
}

function healthRow(phase: string, result: ProbeResult): (string | number)[] {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  return [
    phase,
    sorted.length,
    result.failures,
    fmt(percentile(sorted, 50), 1),
    fmt(percentile(sorted, 99), 1),
    fmt(sorted.at(-1) ?? Number.NaN, 1),
  ];
}

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kalite-heavy-'));
  const logFile = path.join(work, 'server.log');
  const { url, child } = await startServer(path.join(work, 'data'), logFile);
  // Even if this process fails, the server never outlives it.
  process.once('exit', () => child.kill('SIGKILL'));
  try {
    const cookie = await login(url);
    const seeded = performance.now();
    const reports = await seedReports(url, cookie);
    console.log(
      `${reports} reports in the history (seeded through the API in ${fmt((performance.now() - seeded) / 1000, 1)} s).`,
    );
    const values = Array.from(
      { length: VALUES },
      (_, i) => Math.round((25 + 0.03 * Math.sin(i * 0.91)) * 1000) / 1000,
    );
    const body = JSON.stringify({ nominal: 25, upperTolerance: 0.1, lowerTolerance: 0.1, values });

    // Warm-up: the first heavy request starts the worker thread; a production server has one warm.
    await timed('warm-up', performance.now(), () =>
      fetch(`${url}/api/calculations/capability`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body,
      }),
    );

    const idleProbe = await startProbe(url);
    await sleep(IDLE_PROBE_MS);
    const idle = await idleProbe.stop();

    const loadProbe = await startProbe(url);
    await sleep(500);
    const started = performance.now();
    const calls = await Promise.all([
      ...Array.from({ length: CALCULATIONS }, (_, i) =>
        timed(`Cp/Cpk ${VALUES.toLocaleString('en')} values #${i + 1}`, started, () =>
          fetch(`${url}/api/calculations/capability`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json' },
            body,
          }),
        ),
      ),
      ...Array.from({ length: BULK_PDFS }, (_, i) =>
        timed(`bulk PDF ${reports} reports #${i + 1}`, started, () =>
          fetch(`${url}/api/analyses/pdf?sort=date`, { headers: { cookie } }),
        ),
      ),
    ]);
    const wallMs = performance.now() - started;
    const load = await loadProbe.stop();

    console.log(
      `\nHeavy load: ${os.availableParallelism()} cores (load average ${os.loadavg()[0]?.toFixed(1)}), Node ${process.version}, ` +
        `PGlite in ${work}, server log ${logFile}. Body of each Cp/Cpk call: ${fmt(body.length / 2 ** 20, 1)} MiB.`,
    );
    printTable(
      `GET /api/health every ${PROBE_EVERY_MS} ms (latency from the planned send time)`,
      ['phase', 'answers', 'failed', 'p50 ms', 'p99 ms', 'max ms'],
      [
        healthRow('idle', idle),
        healthRow(
          `during ${CALCULATIONS} Cp/Cpk + ${BULK_PDFS} bulk PDFs (${fmt(wallMs / 1000, 1)} s)`,
          load,
        ),
      ],
    );
    printTable(
      'Heavy calls, all started together',
      ['call', 'status', 'first byte s', 'total s', 'MiB'],
      calls.map((c) => [
        c.name,
        c.status,
        fmt(c.firstByteMs / 1000, 2),
        fmt(c.totalMs / 1000, 2),
        fmt(c.bytes / 2 ** 20, 2),
      ]),
    );
    const underLoad = [...load.latencies].sort((a, b) => a - b);
    const pdfs = calls.slice(CALCULATIONS);
    const pdfTimes = pdfs.map((c) => c.totalMs / 1000).sort((a, b) => a - b);
    printReadmeRows([
      {
        rows: [
          [
            `\`/api/health\` while ${CALCULATIONS} Cp/Cpk of 10⁶ values and ${BULK_PDFS} bulk PDFs of ${reports} reports run (\`bench/heavy-load.ts\`, \`npm start\` defaults)`,
            `p50 ${fmt(percentile(underLoad, 50), 1)} ms, **p99 ${readmeNumber(percentile(underLoad, 99))} ms** (target < 50 ms); ` +
              `first PDF bytes after ${fmt(Math.min(...pdfs.map((c) => c.firstByteMs)) / 1000, 1)} s, ` +
              `${fmt((pdfs[0]?.bytes ?? Number.NaN) / 2 ** 20, 1)} MiB each in ` +
              pdfTimes.map((seconds) => `${readmeNumber(seconds)} s`).join(' and '),
          ],
        ],
      },
    ]);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
    fs.rmSync(path.join(work, 'data'), { recursive: true, force: true });
  }
}

if (process.argv[2] === 'probe') await probe({ url: process.argv[3] ?? '' });
else await main();
