import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAudit, TAuditList } from '../../domain/audit/api-contract';
import { buildLinkedSet } from '../../domain/audit/testing/linked-set';
import { fixtureFile } from '../testing/audit-fixture-files';
import { auditFiles } from '../testing/audit-test-helpers';
import { pdfPageTexts } from '../testing/pdf-text';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';
import { openSocket } from '../testing/ws-client';

let t: TestApp;
let port: number;
const cookies: Record<string, string> = {};

async function freshAudit(): Promise<TAudit> {
  const set = buildLinkedSet('tr', { defects: true });
  const files = await Promise.all([set.flow, set.pfmea, set.controlPlan].map((d) => fixtureFile(d, 'xlsx')));
  const audit = await auditFiles(t.app, cookies.kalite!, files);
  expect(audit.status).toBe('done');
  return audit;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, [user, password]] of Object.entries(DEMO))
    cookies[key] = await loginAs(t.app, user, password);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

type Who = 'kalite' | 'kalip' | 'admin';
const send = (method: 'GET' | 'PUT' | 'POST', url: string, who: Who, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: cookies[who]! }, ...(payload ? { payload } : {}) });
const review = (audit: TAudit, findingId: string, who: Who, body: object) =>
  send('PUT', `/api/audits/${audit.id}/findings/${findingId}/review`, who, body);
const read = async (audit: TAudit, who: Who = 'kalite') =>
  (await send('GET', `/api/audits/${audit.id}`, who)).json<{ audit: TAudit }>().audit;
const ADDED = {
  category: 'major',
  title: 'Kalibrasyon kaydı yok',
  iatfClause: '7.1.5.2',
  evidence: 'Mikrometre M-12: kalibrasyon etiketinin süresi geçmiş',
};

describe('review before release: the draft', () => {
  let audit: TAudit;
  beforeAll(async () => {
    audit = await freshAudit();
  }, 120_000);

  it('opens as a draft; its author and a Yönetici may review and publish, another user may not', async () => {
    expect(audit.publishedAt).toBeNull();
    expect(audit.report!.review).toMatchObject({ state: 'draft', accepted: 0, rejected: 0 });
    expect(audit.can).toMatchObject({ review: true, publish: true });
    expect(audit.report!.findings.every((f) => f.can.review && f.review === null)).toBe(true);
    const other = await read(audit, 'kalip');
    expect(other.can).toMatchObject({ review: false, publish: false });
    expect(other.report!.findings.some((f) => f.can.review)).toBe(false);
    expect((await read(audit, 'admin')).can.review).toBe(true);
  });

  it('accept, reject (reason required), re-grade: who and when are kept, the score follows', async () => {
    const [first, second, third] = audit.report!.findings;
    const accepted = await review(audit, first!.id, 'kalite', { decision: 'accepted' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ audit: TAudit }>().audit.report!.findings[0]!.review).toMatchObject({
      decision: 'accepted',
      userName: expect.any(String),
      at: expect.any(String),
    });

    const noReason = await review(audit, second!.id, 'kalite', { decision: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      error: { code: 'validation_error', message: 'Red gerekçesi zorunludur', field: 'reason' },
    });
    const blank = await review(audit, second!.id, 'kalite', { decision: 'rejected', reason: '  ' });
    expect(blank.json().error.message).toBe('Red gerekçesi zorunludur');

    const rejected = await review(audit, second!.id, 'kalite', {
      decision: 'rejected',
      reason: 'Bu parça için geçerli değil',
    });
    expect(rejected.statusCode).toBe(200);
    // A Yönetici re-grades the third.
    const regraded = await review(audit, third!.id, 'admin', {
      decision: 'regraded',
      category: 'observation',
    });
    expect(regraded.statusCode).toBe(200);
    const after = regraded.json<{ audit: TAudit }>().audit.report!;
    expect(after.findings[1]!.review).toMatchObject({
      decision: 'rejected',
      reason: 'Bu parça için geçerli değil',
    });
    expect(after.findings[2]).toMatchObject({
      category: 'observation',
      review: { decision: 'regraded', originalCategory: third!.category },
    });
    expect(after.review).toMatchObject({ accepted: 1, rejected: 1, regraded: 1 });
    expect(after.review.original.overallScore).toBe(audit.report!.overallScore);
  });

  it('another user gets 403, an unknown audit or finding 404', async () => {
    const id = audit.report!.findings[0]!.id;
    expect((await review(audit, id, 'kalip', { decision: 'accepted' })).statusCode).toBe(403);
    expect((await send('POST', `/api/audits/${audit.id}/findings`, 'kalip', ADDED)).statusCode).toBe(403);
    expect((await send('POST', `/api/audits/${audit.id}/publish`, 'kalip')).statusCode).toBe(403);
    const unknownAudit = { ...audit, id: '00000000-0000-4000-8000-000000000000' };
    expect((await review(unknownAudit, id, 'kalite', { decision: 'accepted' })).statusCode).toBe(404);
    expect((await review(audit, 'finding-9999', 'kalite', { decision: 'accepted' })).statusCode).toBe(404);
  });

  it('rejecting every major changes the level; the history shows the reviewed figures', async () => {
    const current = await read(audit);
    const majors = current.report!.findings.filter(
      (f) => f.category === 'major' && f.review?.decision !== 'rejected',
    );
    expect(majors.length).toBeGreaterThan(0);
    for (const f of majors) {
      const res = await review(audit, f.id, 'kalite', { decision: 'rejected', reason: 'Yanlış alarm' });
      expect(res.statusCode).toBe(200);
    }
    const after = await read(audit);
    expect(after.report!.majorFindings).toBe(0);
    expect(after.report!.complianceLevel).not.toMatch(/critical|needs-improvement/);
    const history = (await send('GET', '/api/audits', 'kalite')).json<TAuditList>();
    const row = history.audits.find((a) => a.id === audit.id)!;
    expect(row).toMatchObject({
      majorFindings: 0,
      overallScore: after.report!.overallScore,
      complianceLevel: after.report!.complianceLevel,
    });
  });

  it('a reviewer adds a finding with clause and evidence; a major brings the level back', async () => {
    const missing = await send('POST', `/api/audits/${audit.id}/findings`, 'kalite', {
      ...ADDED,
      evidence: '',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ message: 'Kanıt zorunludur', field: 'evidence' });
    const res = await send('POST', `/api/audits/${audit.id}/findings`, 'kalite', ADDED);
    expect(res.statusCode, res.body).toBe(201);
    const report = res.json<{ audit: TAudit }>().audit.report!;
    const added = report.findings.at(-1)!;
    expect(added).toMatchObject({
      source: 'reviewer',
      category: 'major',
      iatfClause: '7.1.5.2',
      evidence: { cellText: ADDED.evidence },
      review: { decision: 'added' },
    });
    expect(report.complianceLevel).toBe('needs-improvement');
    expect(report.review.added).toBe(1);
  });

  it('the CSV and the PDF say Taslak and carry the decisions (spec columns first)', async () => {
    const csv = (await send('GET', `/api/audits/${audit.id}/csv`, 'kalip')).rawPayload.toString('utf8');
    expect(csv).toContain('\r\nDurum;Taslak\r\n');
    expect(csv).toMatch(/\r\nİncelendi: \d+ kabul, \d+ red/);
    expect(csv).toContain(
      'No;Kategori;Başlık;Açıklama;IATF Maddesi;Öneri;Öncelik;Doküman Türü;Dosya;Sayfa/Sayfa Adı;Satır;Alıntı;Kaynak;Satır Sayısı;Tüm Satırlar;İnceleme Kararı;Özgün Kategori;Red Gerekçesi;Karar Veren;Karar Zamanı',
    );
    expect(csv).toContain(';Red;');
    expect(csv).toContain('Yanlış alarm');
    expect(csv).toContain('Mikrometre M-12');
    const pdf = await send('GET', `/api/audits/${audit.id}/pdf`, 'kalip');
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfPageTexts(pdf.rawPayload)).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Taslak');
    expect(text).toMatch(/İncelendi: \d+ kabul, \d+ red/);
    expect(text).toContain('Yanlış alarm');
  });

  it('Yayınla freezes decisions and score (409 after), tasks from findings still work', async () => {
    const before = await read(audit);
    const published = await send('POST', `/api/audits/${audit.id}/publish`, 'kalite');
    expect(published.statusCode, published.body).toBe(200);
    const frozen = published.json<{ audit: TAudit }>().audit;
    expect(frozen.publishedAt).not.toBeNull();
    expect(frozen.report!.review.state).toBe('published');
    expect(frozen.can).toMatchObject({ review: false, publish: false });
    expect(frozen.report!.overallScore).toBe(before.report!.overallScore);

    const id = frozen.report!.findings[0]!.id;
    const late = await review(audit, id, 'kalite', { decision: 'rejected', reason: 'Geç' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe('Rapor yayınlandı; kararlar ve puan artık değiştirilemez');
    expect((await review(audit, id, 'admin', { decision: 'accepted' })).statusCode).toBe(409);
    expect((await send('POST', `/api/audits/${audit.id}/findings`, 'kalite', ADDED)).statusCode).toBe(409);
    expect((await send('POST', `/api/audits/${audit.id}/publish`, 'admin')).statusCode).toBe(409);
    expect((await read(audit)).report).toEqual({ ...frozen.report, findings: frozen.report!.findings });

    const task = await send('POST', `/api/audits/${audit.id}/findings/${id}/task`, 'kalip', {});
    expect(task.statusCode, task.body).toBe(201);
    const csv = (await send('GET', `/api/audits/${audit.id}/csv`, 'kalite')).rawPayload.toString('utf8');
    expect(csv).toContain('\r\nDurum;Yayınlandı\r\n');
  });
});

describe('review before release: two reviewers at once', () => {
  it('concurrent decisions on two findings by two users are both kept, and pushed live', async () => {
    const audit = await freshAudit();
    const watcher = await openSocket(port, cookies.kalip!);
    try {
      const [a, b] = audit.report!.findings;
      const answers = await Promise.all([
        review(audit, a!.id, 'kalite', { decision: 'rejected', reason: 'Kalite: yanlış' }),
        review(audit, b!.id, 'admin', { decision: 'regraded', category: 'minor' }),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      const after = await read(audit, 'kalip');
      expect(after.report!.findings[0]!.review).toMatchObject({
        decision: 'rejected',
        reason: 'Kalite: yanlış',
      });
      expect(after.report!.findings[1]!.review).toMatchObject({ decision: 'regraded' });
      expect(after.report!.review).toMatchObject({ rejected: 1, regraded: 1 });
      // The figures written last saw both decisions.
      const history = (await send('GET', '/api/audits', 'kalip')).json<TAuditList>();
      expect(history.audits.find((x) => x.id === audit.id)!.overallScore).toBe(after.report!.overallScore);
      await watcher.waitFor((m) => 'table' in m && m.table === 'audits' && m.new?.['id'] === audit.id);
    } finally {
      await watcher.close();
    }
  });
});
