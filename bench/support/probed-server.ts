/**
 * A server of some checkout on `npm start`'s defaults (PGlite in a fresh DATA_DIR, its log to a file),
 * and GET /api/health probed from a third process while a heavy request runs (heavy-load.ts's prober:
 * open loop every 20 ms, latency from the planned send time). Loopback only.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { fmt } from './table';

const ROOT = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const START_TIMEOUT_MS = 120_000;

export interface ProbeResult {
  latencies: number[];
  failures: number;
}

/** heavy-load.ts in probe mode: GET /api/health every 20 ms from a third process until stopped. */
export async function startProbe(url: string): Promise<{ stop(): Promise<ProbeResult> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/heavy-load.ts'), 'probe', url],
    {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  // A bench that fails mid-row must still end: its probes never outlive it.
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  child.once('exit', () => process.removeListener('exit', kill));
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

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no TCP port');
  return address.port;
}

/**
 * `npm start`'s server process on PORT (loopback), its log to `logFile`. `nodeArgs` go before the
 * entry (a bench's own instruments, such as `--inspect=127.0.0.1:<port>`; never the server's code).
 */
export async function startServer(
  serverRoot: string,
  dataDir: string,
  logFile: string,
  nodeArgs: readonly string[] = [],
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/main.ts'], {
    cwd: serverRoot,
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

export async function login(url: string, username = 'kalite', password = 'kalite123'): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export function healthRow(phase: string, result: ProbeResult): (string | number)[] {
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
export async function probed(
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

/** Stops the server (SIGTERM, then SIGKILL after 15 s); at once when it has already ended (a crash). */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
