import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TAudit,
  TAuditList,
  TAuditSettingsResponse,
  TFindingTaskDraft,
} from '../../domain/audit/api-contract';
import { buildLinkedSet } from '../../domain/audit/testing/linked-set';
import type { TTask } from '../../domain/tasks/contract';
import { audits } from '../db/schema-audit';
import { csvCell } from './audit-csv';
import { fixtureFile } from '../testing/audit-fixture-files';
import { auditFiles, startAuditOf, uploadFiles, waitForAudit } from '../testing/audit-test-helpers';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../testing/fake-openai-server';
import { pdfPageTexts } from '../testing/pdf-text';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';
import { openSocket } from '../testing/ws-client';

let t: TestApp;
let fake: FakeOpenAiServer;
let port: number;
let audited: TAudit;
// The English linked set (English file names and cells): in English mode a Turkish letter is our own text.
let auditedEn: TAudit;
const TURKISH = /[ğşıİçöüĞŞÇÖÜ]/;
const cookies: Record<string, string> = {};

async function linkedFiles(defects: boolean, lang: 'tr' | 'en' = 'tr') {
  const set = buildLinkedSet(lang, { defects });
  return Promise.all([set.flow, set.pfmea, set.controlPlan].map((doc) => fixtureFile(doc, 'xlsx')));
}

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeOpenAiServer({
    observations: [
      {
        title: 'Revizyon tarihleri uyumsuz olabilir',
        description: 'PFMEA ve kontrol planı aynı revizyonu gösteriyor, değişiklik kaydı görülmedi.',
        recommendation: 'Revizyon geçmişini dokümanlara ekleyin.',
        iatfClause: '7.5.3.2',
        documentName: 'PFMEA_BR-1001.xlsx',
      },
    ],
  });
  for (const [key, [user, password]] of Object.entries(DEMO))
    cookies[key] = await loginAs(t.app, user, password);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  audited = await auditFiles(t.app, cookies.kalite!, await linkedFiles(true));
  expect(audited.status).toBe('done');
  auditedEn = await auditFiles(t.app, cookies.kalite!, await linkedFiles(true, 'en'));
  expect(auditedEn.status).toBe('done');
}, 180_000);
afterAll(async () => {
  await fake?.close();
  await t?.close();
});

const get = (url: string, cookie = cookies.kalite!) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('GET /api/audits/{id}/csv', () => {
  it('IATF_AI_Denetim_Raporu_{date}.csv, UTF-8 BOM, score, level, counts, findings with evidence, numbered recommendations', async () => {
    const res = await get(`/api/audits/${audited.id}/csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /filename="IATF_AI_Denetim_Raporu_\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const report = audited.report!;
    expect(text).toContain(`Genel Puan;${report.overallScore}`);
    expect(text).toContain('Uygunluk Seviyesi;Kritik');
    expect(text).toContain(`Majör Bulgu;${report.majorFindings}`);
    expect(text).toContain(`Minör Bulgu;${report.minorFindings}`);
    expect(text).toContain('Kategori;Başlık;Açıklama;IATF Maddesi;Öneri;Öncelik;Doküman Türü;Dosya');
    const first = report.findings[0]!;
    expect(text).toContain(first.iatfClause);
    expect(text).toContain('PFMEA_BR-1001.xlsx');
    report.recommendations.forEach((_r, i) => expect(text).toMatch(new RegExp(`\\r\\n${i + 1}\\.;`)));
    expect(text.split('\r\n').filter((line) => /^\d+;(Majör|Minör|Gözlem);/.test(line))).toHaveLength(
      report.findings.length,
    );
  });
});

describe('GET /api/audits/{id}/csv?lang=en', () => {
  it('English labels, levels, rule names, descriptions and recommendations; the plant’s text as stored', async () => {
    const res = await get(`/api/audits/${auditedEn.id}/csv?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /filename="IATF_AI_Audit_Report_\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const report = auditedEn.report!;
    expect(text).toContain('IATF 16949 AI Audit Report\r\n');
    expect(text).toMatch(/\r\nDate;\d{2}\/\d{2}\/\d{4}\r\n/);
    expect(text).toContain(`Overall Score;${report.overallScore}`);
    expect(text).toContain('Compliance Level;Critical');
    expect(text).toContain(`Major Findings;${report.majorFindings}`);
    expect(text).toContain(
      'No;Category;Title;Description;IATF Clause;Recommendation;Priority;Document Type;File;Sheet/Page;Row;Quote;Source',
    );
    expect(text).toContain('General Recommendations');
    const rows = text.split('\r\n').filter((line) => /^\d+;(Major|Minor|Observation);/.test(line));
    expect(rows).toHaveLength(report.findings.length);
    expect(text).toContain('PFMEA');
    // Every word of ours is English: the set's own text is English too.
    expect(text).not.toMatch(TURKISH);
    // The Turkish download is unchanged by default.
    const turkish = (await get(`/api/audits/${auditedEn.id}/csv`)).rawPayload.toString('utf8');
    expect(turkish).toContain('Uygunluk Seviyesi;Kritik');
    expect(turkish).toMatch(/\r\nTarih;\d{2}\.\d{2}\.\d{4}\r\n/);
    expect(turkish).toContain(csvCell(report.findings[0]!.description));
  });

  it('refuses a language it does not write', async () => {
    expect((await get(`/api/audits/${auditedEn.id}/csv?lang=de`)).statusCode).toBe(400);
    expect((await get(`/api/audits/${auditedEn.id}/pdf?lang=de`)).statusCode).toBe(400);
  });
});

describe('GET /api/audits/{id}/pdf', () => {
  it('an A4 PDF with Turkish letters: level, counts, findings and recommendations', async () => {
    const res = await get(`/api/audits/${audited.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPageTexts(res.rawPayload)).join('\n');
    expect(text).toContain('IATF 16949 AI Denetim Raporu');
    expect(text).toContain('Uygunluk Seviyesi');
    expect(text).toContain('Kritik');
    expect(text).toContain('Genel Öneriler');
    expect(text).toContain(audited.report!.findings[0]!.title.slice(0, 30));
    expect(text).toMatch(/Sayfa 1 \/ \d+/);
  });

  it('in English: labels, level, rule names and page numbers; no Turkish letter of ours', async () => {
    const res = await get(`/api/audits/${auditedEn.id}/pdf?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/IATF_AI_Audit_Report_\d{4}-\d{2}-\d{2}\.pdf/);
    const text = (await pdfPageTexts(res.rawPayload)).join('\n');
    expect(text).toContain('IATF 16949 AI Audit Report');
    expect(text).toContain('Compliance Level');
    expect(text).toContain('Critical');
    expect(text).toContain('General Recommendations');
    expect(text).toMatch(/Page 1 of \d+/);
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    // The auditor's name is data, in its own letters; the footer keeps the product's name
    // ('Kalite Asistanı'); everything else is English.
    expect(text).toContain('Audited by Ayşe Çelik');
    const ours = text.replaceAll('Kalite Asistanı', '').replaceAll('Ayşe Çelik', '');
    expect(ours.match(new RegExp(`.{0,40}${TURKISH.source}.{0,20}`, 'g'))).toBeNull();
    // The Turkish one of the same audit keeps its letters.
    const turkish = (await pdfPageTexts((await get(`/api/audits/${auditedEn.id}/pdf`)).rawPayload)).join(
      '\n',
    );
    expect(turkish).toContain('Genel Öneriler');
    expect(turkish).toContain('Uygunluk Seviyesi');
  });

  it('answers 404 for an unknown audit and 400 for an id that is not one', async () => {
    expect((await get('/api/audits/00000000-0000-4000-8000-000000000000/pdf')).statusCode).toBe(404);
    expect((await get('/api/audits/not-a-uuid/csv')).statusCode).toBe(400);
  });
});

describe('a finding becomes a task', () => {
  it('draft with the least-loaded assignee, then one task per finding (409 on a second), linked on the audit', async () => {
    const finding = audited.report!.findings.find((f) => f.category === 'major')!;
    const url = `/api/audits/${audited.id}/findings/${encodeURIComponent(finding.id)}/task`;
    const draft = (await get(url)).json<{ draft: TFindingTaskDraft }>().draft;
    expect(draft).toMatchObject({
      title: finding.title.slice(0, 200),
      priority: finding.priority,
      category: 'IATF Denetimi',
    });
    expect(draft.assigneeId).toMatch(/^[0-9a-f-]{36}$/);
    expect(draft.description).toContain(finding.iatfClause);
    const created = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: cookies.kalip! },
      payload: {},
    });
    expect(created.statusCode, created.body).toBe(201);
    const { task } = created.json<{ task: TTask }>();
    expect(task).toMatchObject({
      title: draft.title,
      assigneeId: draft.assigneeId,
      status: 'todo',
      dueDate: draft.dueDate,
    });
    const again = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: cookies.kalite! },
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    const after = (await get(`/api/audits/${audited.id}`)).json<{ audit: TAudit }>().audit;
    expect(after.findingTasks[finding.id]).toBe(task.id);
    // A linkage finding belongs to the document to correct; its task lists where the step was seen.
    const linkage = audited.report!.findings.find((f) => f.ruleId === 'link-pfd-step-missing-in-pfmea')!;
    const linkageUrl = `/api/audits/${audited.id}/findings/${encodeURIComponent(linkage.id)}/task`;
    const linkageDraft = (await get(linkageUrl)).json<{ draft: TFindingTaskDraft }>().draft;
    const seen = linkage.rows![0]!;
    expect(linkageDraft.description).toContain(
      `Satırlar (1): ${seen.file} · ${seen.sheetOrPage} · satır ${seen.row}`,
    );
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/audits/${audited.id}/findings/yok/task`,
      headers: { cookie: cookies.kalite! },
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('an audit still running has no findings to turn into tasks: 409 on the draft and on the task, nothing made', async () => {
    const [running] = await t.ctx.db
      .insert(audits)
      .values({ status: 'running', documents: [] })
      .returning({ id: audits.id });
    const url = `/api/audits/${running!.id}/findings/f1/task`;
    const draft = await get(url);
    expect(draft.statusCode).toBe(409);
    expect(draft.json()).toMatchObject({ error: { code: 'report_not_ready' } });
    const create = await t.app.inject({
      method: 'POST',
      url,
      headers: { cookie: cookies.kalite! },
      payload: {},
    });
    expect(create.statusCode).toBe(409);
    expect(create.json()).toMatchObject({ error: { code: 'report_not_ready' } });
  });

  it('two clicks at once make one task', async () => {
    const finding = audited.report!.findings.find(
      (f) => !(f.id in audited.findingTasks) && f.category === 'minor',
    )!;
    const url = `/api/audits/${audited.id}/findings/${encodeURIComponent(finding.id)}/task`;
    const both = await Promise.all(
      [cookies.kalite!, cookies.admin!].map((cookie) =>
        t.app.inject({ method: 'POST', url, headers: { cookie }, payload: {} }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('history and other users', () => {
  it('lists audits newest first with the headline figures; others read it, only the author or a Yönetici deletes', async () => {
    const list = (await get('/api/audits?limit=5', cookies.kalip!)).json<TAuditList>();
    const row = list.audits.find((a) => a.id === audited.id)!;
    expect(row).toMatchObject({
      status: 'done',
      overallScore: audited.report!.overallScore,
      complianceLevel: 'critical',
    });
    expect(row.can.delete).toBe(false);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/audits/${audited.id}`,
      headers: { cookie: cookies.kalip! },
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('settings (Yönetici only) and the optional AI review', () => {
  it('a Kullanıcı reads but cannot save (403); a Yönetici turns a rule off and it stops firing', async () => {
    const read = (await get('/api/audit/settings')).json<TAuditSettingsResponse>();
    expect(read.can.edit).toBe(false);
    expect(read.settings.detectionLimit).toBe(7);
    const denied = await t.app.inject({
      method: 'PUT',
      url: '/api/audit/settings',
      headers: { cookie: cookies.kalite! },
      payload: { ...read.settings, detectionLimit: 9 },
    });
    expect(denied.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/audit/settings',
      headers: { cookie: cookies.admin! },
      payload: { ...read.settings, detectionLimit: 11 },
    });
    expect(bad.statusCode).toBe(400);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/audit/settings',
      headers: { cookie: cookies.admin! },
      payload: { ...read.settings, enabled: { 'pfmea-rpn-mismatch': false } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await auditFiles(t.app, cookies.kalite!, await linkedFiles(true));
    expect(again.report!.findings.some((f) => f.ruleId === 'pfmea-rpn-mismatch')).toBe(false);
    expect(audited.report!.findings.some((f) => f.ruleId === 'pfmea-rpn-mismatch')).toBe(true);
  });

  it('adds the model’s observations marked as AI, never changing the score or level', async () => {
    const org = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/org',
      headers: { cookie: cookies.admin! },
      payload: {
        aiProvider: 'openai_compatible',
        baseUrl: fake.baseUrl,
        apiKey: 'sk-fake-audit',
        model: 'fake-model',
        analysisDepth: 'quick',
        confidenceThreshold: 95,
      },
    });
    expect(org.statusCode, org.body).toBe(200);
    const current = (await get('/api/audit/settings', cookies.admin!)).json<TAuditSettingsResponse>();
    expect(current.aiAvailable).toBe(true);
    await t.app.inject({
      method: 'PUT',
      url: '/api/audit/settings',
      headers: { cookie: cookies.admin! },
      payload: { ...current.settings, enabled: {}, aiReview: true },
    });
    const reviewed = await auditFiles(t.app, cookies.kalite!, await linkedFiles(true));
    const ai = reviewed.report!.findings.filter((f) => f.source === 'ai');
    expect(ai).toHaveLength(1);
    expect(ai[0]).toMatchObject({
      category: 'observation',
      iatfClause: '7.5.3.2',
      evidence: { file: 'PFMEA_BR-1001.xlsx' },
    });
    expect(reviewed.aiReviewed).toBe(true);
    expect(reviewed.report!.overallScore).toBe(audited.report!.overallScore);
    expect(reviewed.report!.complianceLevel).toBe(audited.report!.complianceLevel);
    expect(reviewed.report!.totalFindings).toBe(audited.report!.totalFindings + 1);
    expect(fake.requests.at(-1)?.body).not.toContain('sk-fake-audit');

    fake.setMode('malformed');
    const fallback = await auditFiles(t.app, cookies.kalite!, await linkedFiles(true));
    expect(fallback.status).toBe('done');
    expect(fallback.aiReviewed).toBe(false);
    expect(fallback.report!.findings.some((f) => f.source === 'ai')).toBe(false);
  });
});

describe('live statuses', () => {
  it('every signed-in viewer sees the documents go Yüklendi → Analiz Ediliyor → Analiz Edildi and the stages move forward', async () => {
    const watcher = await openSocket(port, cookies.kalip!);
    try {
      const documents = await uploadFiles(t.app, cookies.kalite!, await linkedFiles(false));
      const id = await startAuditOf(t.app, cookies.kalite!, documents);
      await waitForAudit(t.app, cookies.kalite!, id);
      const docId = documents[0]!.id;
      const statusOf = (m: (typeof watcher.messages)[number]) =>
        'table' in m && m.table === 'audit_documents' && m.new?.['id'] === docId
          ? m.new['status']
          : undefined;
      await watcher.waitFor((m) => statusOf(m) === 'analyzed');
      const statuses = watcher.messages.map(statusOf).filter(Boolean);
      expect(statuses).toEqual(['uploaded', 'analyzing', 'analyzed']);
      // Each event carries the row as loaded when its NOTIFY arrived: stages milliseconds apart may
      // arrive as one, but what arrives moves forward only and ends with all five stages done.
      const events = watcher.messages
        .filter((m) => 'table' in m && m.table === 'audits' && m.new?.['id'] === id)
        .map(
          (m) => ('table' in m ? m.new : null) as { status: string; progress: { completed: number } | null },
        );
      const completed = events.map((e) => e.progress?.completed ?? 0);
      expect(completed).toEqual([...completed].sort((a, b) => a - b));
      await watcher.waitFor(
        (m) => 'table' in m && m.table === 'audits' && m.new?.['id'] === id && m.new['status'] === 'done',
      );
      const last = watcher.messages
        .filter((m) => 'table' in m && m.table === 'audits' && m.new?.['id'] === id)
        .at(-1);
      expect(last && 'table' in last ? last.new : null).toMatchObject({
        status: 'done',
        progress: { completed: 5 },
      });
      expect(events.map((e) => e.status)).toContain('running');
    } finally {
      await watcher.close();
    }
  });
});

describe('deleting an audit', () => {
  it('another user is refused (403) and the audit stays; its author deletes it, viewers hear it, tasks stay', async () => {
    const own = await auditFiles(t.app, cookies.kalite!, await linkedFiles(true));
    expect(own.status).toBe('done');
    const url = `/api/audits/${own.id}`;
    const other = (await get(url, cookies.kalip!)).json<{ audit: TAudit }>().audit;
    expect(other.can.delete).toBe(false);
    const refused = await t.app.inject({ method: 'DELETE', url, headers: { cookie: cookies.kalip! } });
    expect(refused.statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(200);

    const finding = own.report!.findings[0]!;
    const task = await t.app.inject({
      method: 'POST',
      url: `${url}/findings/${encodeURIComponent(finding.id)}/task`,
      headers: { cookie: cookies.kalite! },
      payload: {},
    });
    expect(task.statusCode).toBe(201);
    const watcher = await openSocket(port, cookies.kalip!);
    try {
      expect((await get(url)).json<{ audit: TAudit }>().audit.can.delete).toBe(true);
      const deleted = await t.app.inject({ method: 'DELETE', url, headers: { cookie: cookies.kalite! } });
      expect(deleted.statusCode).toBe(204);
      await watcher.waitFor(
        (m) => 'table' in m && m.table === 'audits' && m.eventType === 'DELETE' && m.old?.['id'] === own.id,
      );
    } finally {
      await watcher.close();
    }
    expect((await get(url)).statusCode).toBe(404);
    const list = (await get('/api/audits?limit=50')).json<TAuditList>();
    expect(list.audits.some((a) => a.id === own.id)).toBe(false);
    const again = await t.app.inject({ method: 'DELETE', url, headers: { cookie: cookies.kalite! } });
    expect(again.statusCode).toBe(404);
    const { id: taskId } = task.json<{ task: TTask }>().task;
    expect((await get(`/api/tasks/${taskId}`)).statusCode).toBe(200);
  }, 120_000);
});
