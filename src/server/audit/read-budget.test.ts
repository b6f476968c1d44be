import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAudit } from '../../domain/audit/api-contract';
import { healthOperations } from '../../domain/health/operations';
import { pdfFile } from '../testing/audit-files';
import { startAuditOf, uploadFiles, waitForAudit } from '../testing/audit-test-helpers';
import { brokenXrefPdf } from '../testing/hostile-pdfs';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';

const TABLE = [
  ['Op. No', 'Operasyon', 'Karakteristik', 'Reaksiyon Planı'],
  ...Array.from({ length: 4000 }, (_, i) => [
    String(10 * (i + 1)),
    `Operasyon ${i + 1}`,
    'Çap 12 ±0,1',
    'Ayır',
  ]),
];

/** The findings about one file, as one text. */
const about = (audit: TAudit, file: string) =>
  (audit.report?.findings ?? [])
    .filter((f) => f.evidence.file === file)
    .map((f) => `${f.title} ${f.description}`)
    .join(' ');

/** Starts the audit, waits until a reader works on it, then asks the server for its health. */
async function auditWithHealthProbe(t: TestApp, cookie: string, files: { name: string; bytes: Buffer }[]) {
  const documents = await uploadFiles(t.app, cookie, files);
  const id = await startAuditOf(t.app, cookie, documents);
  await new Promise<void>((resolve) => t.ctx.workers.events.once('submitted', () => resolve()));
  const health = await t.app.inject({ method: 'GET', url: healthOperations.getHealth.path });
  const running = await t.app.inject({ method: 'GET', url: `/api/audits/${id}`, headers: { cookie } });
  return {
    health,
    running: running.json<{ audit: TAudit }>().audit,
    done: await waitForAudit(t.app, cookie, id),
  };
}

describe('a PDF over the memory budget becomes a finding, the server keeps answering', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ DOCUMENT_READ_MEMORY_MB: '384' });
    cookie = await loginAs(t.app, ...DEMO.kalite);
  }, 120_000);
  afterAll(async () => t?.close(), 60_000);

  it('a broken cross-reference table: its reader process ends at 384 MB; a normal PDF beside it is read', async () => {
    const { health, running, done } = await auditWithHealthProbe(t, cookie, [
      { name: 'bozuk_xref.pdf', bytes: brokenXrefPdf() },
      {
        name: 'kontrol_plani.pdf',
        bytes: await pdfFile({ title: ['KONTROL PLANI'], table: TABLE.slice(0, 5) }),
      },
    ]);
    expect(health.statusCode).toBe(200);
    expect(healthOperations.getHealth.response.parse(health.json())).toBeTruthy();
    expect(running.status).not.toBe('done');
    expect(done.status).toBe('done');
    expect(about(done, 'bozuk_xref.pdf')).toMatch(/bellek sınırı aşıldı: okuyucu 384 MB/);
    expect(about(done, 'kontrol_plani.pdf')).not.toMatch(/sınırı aşıldı/);
  }, 120_000);
});

describe('a PDF over the time budget becomes a finding, the server keeps answering', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ DOCUMENT_READ_SECONDS: '1' });
    cookie = await loginAs(t.app, ...DEMO.kalite);
  }, 120_000);
  afterAll(async () => t?.close(), 60_000);

  it('a generated 200-page PDF: its reader process is ended after 1 s', async () => {
    const large = await pdfFile({ title: ['UZUN KONTROL PLANI'], table: TABLE, rowsPerPage: 20 });
    const { health, done } = await auditWithHealthProbe(t, cookie, [{ name: 'uzun.pdf', bytes: large }]);
    expect(health.statusCode).toBe(200);
    expect(done.status).toBe('done');
    expect(about(done, 'uzun.pdf')).toMatch(/okuma süre sınırı aşıldı: 1 saniyede bitmedi/);
  }, 120_000);
});
