import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Embedded database only: PostgreSQL's own durability is PostgreSQL's. A real server process is
// killed with SIGKILL right after acknowledging writes; the restarted server must still have them.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ka-durability-'));
const port = 3400 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;
let child: ChildProcess | undefined;

async function startServer(): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return proc;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  proc.kill('SIGKILL');
  throw new Error('server did not start');
}

async function login(): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'kalite', password: 'kalite123' }),
  });
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

afterAll(() => {
  child?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('kill -9 of the server (embedded PGlite)', () => {
  it('loses no acknowledged write and takes over the stale data-dir lock', async () => {
    child = await startServer();
    const cookie = await login();
    const messages = Array.from({ length: 20 }, (_, i) => `Kalıcı öneri ${i}`);
    for (const message of messages) {
      const res = await fetch(`${base}/api/suggestions`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ayşe Çelik', message }),
      });
      expect(res.status).toBe(201);
    }
    child.kill('SIGKILL');
    await new Promise((r) => child?.once('exit', r));

    child = await startServer();
    const again = await login();
    const list = (await (await fetch(`${base}/api/suggestions`, { headers: { cookie: again } })).json()) as {
      suggestions: { message: string }[];
    };
    const stored = new Set(list.suggestions.map((s) => s.message));
    expect(messages.filter((m) => !stored.has(m))).toEqual([]);
    child.kill('SIGTERM');
    await new Promise((r) => child?.once('exit', r));
  }, 120_000);
});
