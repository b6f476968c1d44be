import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TAudit, TAuditDocument } from '../../domain/audit/api-contract';
import { buildLinkedSet } from '../../domain/audit/testing/linked-set';
import { pdfFile } from '../testing/audit-files';
import { fixtureFile } from '../testing/audit-fixture-files';

// A real server process is killed with SIGKILL while an audit runs; the restarted server must finish
// it (the job is re-queued: on PGlite every 'running' job at start belongs to a dead process).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ka-audit-restart-'));
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
  // Generous: on a loaded CI machine a cold start (tsx, migrations, demo data) takes tens of seconds.
  for (let i = 0; i < 1200; i++) {
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

const auditOf = async (cookie: string, id: string) =>
  ((await (await fetch(`${base}/api/audits/${id}`, { headers: { cookie } })).json()) as { audit: TAudit })
    .audit;

afterAll(() => {
  child?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('kill -9 during an audit', () => {
  it('the restarted server completes the audit; no document stays Analiz Ediliyor', async () => {
    child = await startServer();
    const cookie = await login();
    const set = buildLinkedSet('tr', { defects: true });
    const files = await Promise.all(
      [set.flow, set.pfmea, set.controlPlan].map((doc) => fixtureFile(doc, 'xlsx')),
    );
    // A long PDF keeps the audit in its reading stage long enough to be killed there.
    const long = await pdfFile({
      title: ['Talimat'],
      table: [
        ['No', 'Adım', 'Açıklama'],
        ...Array.from({ length: 1200 }, (_, i) => [String(i + 1), `Adım ${i + 1}`, 'Kontrol et']),
      ],
    });
    const form = new FormData();
    for (const file of [...files, { name: 'uzun_talimat.pdf', bytes: long }]) {
      form.append('files', new Blob([new Uint8Array(file.bytes)]), file.name);
    }
    const uploaded = await fetch(`${base}/api/audit/documents`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { documents } = (await uploaded.json()) as { documents: TAuditDocument[] };
    const started = await fetch(`${base}/api/audits`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ documentIds: documents.map((d) => d.id) }),
    });
    expect(started.status).toBe(202);
    const { audit } = (await started.json()) as { audit: { id: string } };
    for (let i = 0; i < 200 && (await auditOf(cookie, audit.id)).status !== 'running'; i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await auditOf(cookie, audit.id)).status).toBe('running');
    child.kill('SIGKILL');
    await new Promise((r) => child?.once('exit', r));

    child = await startServer();
    const again = await login();
    let finished: TAudit | undefined;
    for (let i = 0; i < 1200; i++) {
      const current = await auditOf(again, audit.id);
      if (current.status === 'done' || current.status === 'failed') {
        finished = current;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(finished?.status).toBe('done');
    expect(finished?.report?.findings.some((f) => f.ruleId === 'pfmea-rpn-mismatch')).toBe(true);
    const list = (await (
      await fetch(`${base}/api/audit/documents`, { headers: { cookie: again } })
    ).json()) as {
      documents: TAuditDocument[];
    };
    expect(list.documents.filter((d) => documents.some((u) => u.id === d.id)).map((d) => d.status)).toEqual(
      documents.map(() => 'analyzed'),
    );
    child.kill('SIGTERM');
    await new Promise((r) => child?.once('exit', r));
  }, 480_000);
});
