/**
 * Issue 21 part 1: `/api/health` latency while one 19 MB PDF is uploaded to the auditor and deleted
 * again, on `npm start`'s defaults (embedded PGlite in a fresh DATA_DIR). Before document files the
 * bytes went through PGlite on the main thread; now they are a file beside it.
 * Run: node --import tsx bench/document-upload.ts [server checkout]   (default: this checkout; pass
 * another checkout, e.g. an older one, to measure its server with the same probe; loopback only,
 * prints figures, asserts nothing)
 * The health prober is heavy-load.ts's, in its own process (open loop, every 20 ms).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { fmt, printTable } from './support/table';

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const SERVER_ROOT = path.resolve(process.argv[2] ?? ROOT);
const PDF_BYTES = 19 * 1024 * 1024;
const IDLE_PROBE_MS = 3_000;
const START_TIMEOUT_MS = 120_000;

interface ProbeResult {
  latencies: number[];
  failures: number;
}

/** heavy-load.ts in probe mode: GET /api/health every 20 ms from a third process until stopped. */
async function startProbe(url: string): Promise<{ stop(): Promise<ProbeResult> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/heavy-load.ts'), 'probe', url],
    {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`prober exited with ${code}`)));
  });
  return {
    stop: () =>
      new Promise<ProbeResult>((resolve) => {
        child.removeAllListeners('exit');
        child.once('message', (result: ProbeResult) => resolve(result));
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

async function startServer(dataDir: string, logFile: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: SERVER_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}; see ${logFile}`);
    if (
      await fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return { url, child };
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

/** A 19 MB PDF by its magic bytes, its body random (incompressible, as a scanned plan is). */
function bigPdf(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(PDF_BYTES - 15), Buffer.from('\n%%EOF')]);
}

function healthRow(phase: string, result: ProbeResult): (string | number)[] {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return [
    phase,
    sorted.length,
    result.failures,
    fmt(at(50), 1),
    fmt(at(99), 1),
    fmt(sorted.at(-1) ?? NaN, 1),
  ];
}

/** Runs `call` beside a health probe; the probe runs a little before and after it. */
async function probed(
  url: string,
  call: () => Promise<Response>,
): Promise<{ status: number; body: string; ms: number; health: ProbeResult }> {
  const probe = await startProbe(url);
  await sleep(300);
  const started = performance.now();
  const res = await call();
  const body = await res.text();
  const ms = performance.now() - started;
  await sleep(300);
  return { status: res.status, body, ms, health: await probe.stop() };
}

async function main(): Promise<void> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kalite-docupload-'));
  const dataDir = path.join(work, 'data');
  const logFile = path.join(work, 'server.log');
  const { url, child } = await startServer(dataDir, logFile);
  process.once('exit', () => child.kill('SIGKILL'));
  try {
    const cookie = await login(url);
    const pdf = bigPdf();
    const idleProbe = await startProbe(url);
    await sleep(IDLE_PROBE_MS);
    const idle = await idleProbe.stop();
    const upload = await probed(url, () => {
      const form = new FormData();
      form.append(
        'files',
        new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }),
        'tarama_kontrol_plani.pdf',
      );
      return fetch(`${url}/api/audit/documents`, { method: 'POST', headers: { cookie }, body: form });
    });
    const id = (JSON.parse(upload.body || '{}') as { documents?: { id: string }[] }).documents?.[0]?.id;
    const removal = await probed(url, () =>
      fetch(`${url}/api/audit/documents/${id}`, { method: 'DELETE', headers: { cookie } }),
    );
    const filesDir = path.join(dataDir, 'documents');
    console.log(
      `\nServer ${SERVER_ROOT} on PGlite (${dataDir}); ${os.availableParallelism()} cores, load average ` +
        `${os.loadavg()[0]?.toFixed(2)}, Node ${process.version}. Upload ${upload.status} in ${fmt(upload.ms / 1000, 2)} s, ` +
        `delete ${removal.status} in ${fmt(removal.ms / 1000, 2)} s; DATA_DIR/documents ${fs.existsSync(filesDir) ? 'exists' : 'absent'}.`,
    );
    printTable(
      'GET /api/health every 20 ms (latency from the planned send time)',
      ['phase', 'answers', 'failed', 'p50 ms', 'p99 ms', 'max ms'],
      [
        healthRow('idle', idle),
        healthRow(`one ${fmt(PDF_BYTES / 2 ** 20, 0)} MiB PDF uploaded`, upload.health),
        healthRow('that document deleted', removal.health),
      ],
    );
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
