import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './project-root';
import { smallTurkishPfmea } from './testing/spreadsheet-files';

/**
 * `npm start` runs the compiled server (scripts/build-server.mjs), not TypeScript through tsx: this
 * builds it into a folder of its own inside the project and runs it as production does, worker
 * threads included (their entry and chunks are separate files of the build).
 */
const out = path.join(PROJECT_ROOT, '.tmp', `compiled-start-${process.pid}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kalite-compiled-'));
const webDist = path.join(dataDir, 'web');
let child: ChildProcess | undefined;
let base = '';
let log = '';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', out], {
    cwd: PROJECT_ROOT,
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  fs.mkdirSync(webDist, { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Kalite Asistanı</title>');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [path.join(out, 'main.mjs')], {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'data'),
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
    },
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  for (let i = 0; i < 600; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (child.exitCode !== null) throw new Error(`the compiled server exited: ${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the compiled server did not become healthy: ${log}`);
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(out, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server (npm start)', () => {
  it('is plain JavaScript: no TypeScript loader in the build', () => {
    const main = fs.readFileSync(path.join(out, 'main.mjs'), 'utf8');
    expect(main).not.toMatch(/from ["']tsx/);
    expect(fs.existsSync(path.join(out, 'worker-entry.mjs'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'process-entry.mjs'))).toBe(true);
  });

  async function signIn(): Promise<string> {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'kalite', password: 'kalite123' }),
    });
    expect(login.status).toBe(200);
    return login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  }

  it('signs in and runs work on a worker thread (its entry and chunk load)', async () => {
    const cookie = await signIn();
    const res = await fetch(`${base}/api/calculations/capability`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        nominal: 25,
        upperTolerance: 0.1,
        lowerTolerance: 0.1,
        values: [25.01, 24.98, 25.03, 24.99, 25.02, 25.0, 24.97, 25.04, 25.01, 24.99],
      }),
    });
    expect(res.status, log).toBe(200);
    expect((await res.json()).cp).toBeCloseTo(1.5, 2);
  });

  it('reads an FMEA workbook in a child process of the budgeted pool (process-entry.mjs loads)', async () => {
    const cookie = await signIn();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(smallTurkishPfmea())]), 'pfmea.xlsx');
    const res = await fetch(`${base}/api/fmea/import`, { method: 'POST', headers: { cookie }, body: form });
    expect(res.status, log).toBe(200);
  }, 60_000);

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    child?.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 30_000);
});
