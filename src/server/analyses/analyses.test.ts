import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAnalysisReport,
  GENERIC_IMMEDIATE_ACTIONS,
  GENERIC_PROBLEM_TYPE,
  GENERIC_ROOT_CAUSE,
} from '../../domain/analyses/build-report';
import { ANALYSIS_MESSAGES, ZCreateAnalysisRequest } from '../../domain/analyses/contract';
import { KNOWLEDGE_BASE } from '../../domain/analyses/knowledge/knowledge-base';
import { searchProblemReport } from '../../domain/analyses/knowledge/search';
import { aiAnalyses, users } from '../db/schema';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';
import { openSocket } from '../testing/ws-client';

let t: TestApp;
const cookies = { kalite: '', kalip: '', admin: '' };
beforeAll(async () => {
  t = await createTestApp();
  cookies.kalite = await loginAs(t.app, ...DEMO.kalite);
  cookies.kalip = await loginAs(t.app, ...DEMO.kalip);
  cookies.admin = await loginAs(t.app, ...DEMO.admin);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type As = keyof typeof cookies;
const problem = (overrides: Record<string, unknown> = {}) => ({
  title: 'Parçalarda çapak oluşumu',
  description: 'Kapı iç panelinin ayırma çizgisinde ince çapak var',
  customerImpact: 'Montaj hattında klips oturmuyor',
  category: 'quality',
  severity: 'high',
  department: 'production',
  discoveryDate: '2025-03-10',
  ...overrides,
});
const post = (payload: unknown, as: As = 'kalite') =>
  t.app.inject({
    method: 'POST',
    url: '/api/analyses',
    headers: { cookie: cookies[as] },
    payload: payload as object,
  });
const get = (url: string, as: As = 'kalite') =>
  t.app.inject({ method: 'GET', url, headers: { cookie: cookies[as] } });
const rate = (id: string, payload: unknown, as: As = 'kalite') =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/analyses/${id}`,
    headers: { cookie: cookies[as] },
    payload: payload as object,
  });
const remove = (id: string, as: As = 'kalite') =>
  t.app.inject({ method: 'DELETE', url: `/api/analyses/${id}`, headers: { cookie: cookies[as] } });
const UNKNOWN_ID = '4b0f3d1e-8a51-4c1e-9d2a-2f6f0c1b7e10';
const flash = KNOWLEDGE_BASE.find((e) => e.id === 'flash_burr');

describe('POST /api/analyses', () => {
  it('analyses a known defect from the knowledge base: confidence from the evidence, detailed by default', async () => {
    if (!flash) throw new Error('flash_burr entry missing');
    const res = await post(problem());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const [kalite] = await t.ctx.db.select().from(users).where(eq(users.username, 'kalite'));
    // The stored report is the domain builder's for the organisation's settings (default depth: detailed).
    const request = ZCreateAnalysisRequest.parse(problem());
    const expected = buildAnalysisReport(request, searchProblemReport(request), {
      confidenceThreshold: 75,
      depth: 'detailed',
    });
    expect(body.analysisResult).toEqual(expected);
    expect(body).toMatchObject({
      title: 'Parçalarda çapak oluşumu',
      category: 'quality',
      processType: 'auto',
      confidence: expected.confidence,
      rating: 0,
      status: 'completed',
      userId: kalite?.id,
      userFullName: 'Ayşe Çelik',
    });
    expect(body.confidence).not.toBe(85);
    expect(body.confidence).toBeGreaterThanOrEqual(75);
    const r = body.analysisResult;
    const causes = flash.rootCauses.map((c) => c.text);
    expect(r).toMatchObject({
      problemType: 'Çapak',
      rootCause: causes.slice(0, 3).join(', '),
      immediateActions: flash.solutions.slice(0, 3),
      recommendations: flash.preventiveMeasures,
      source: 'engineering_db',
      knowledgeEntryId: 'flash_burr',
      expertReviewRecommended: false,
      depth: 'detailed',
    });
    // Detailed: every cause by 6M branch, technical details, verification steps, alternatives with evidence.
    for (const cause of causes) expect(r.eightD.d4).toContain(cause);
    expect(r.eightD.d4).toContain(flash.technicalDetails);
    expect(r.verificationSteps.length).toBeGreaterThan(3);
    expect(r.eightD.d6).toContain('Doğrulama adımları');
    for (const alt of r.alternatives) expect(alt.matchedTerms.length).toBeGreaterThan(0);
    for (const solution of flash.solutions.slice(0, 2)) expect(r.eightD.d5).toContain(solution);
    for (const measure of flash.preventiveMeasures) expect(r.eightD.d7).toContain(measure);
    expect(r.alternatives.length).toBeGreaterThan(0);
    expect(Object.keys(r.fishbone).sort()).toEqual([
      'environment',
      'machine',
      'man',
      'material',
      'measurement',
      'method',
    ]);
    // Stored searchably: folded text of title, description, problem type and customer impact.
    const [row] = await t.ctx.db.select().from(aiAnalyses).where(eq(aiAnalyses.id, body.id));
    expect(row?.searchText).toContain('parcalarda capak olusumu');
    expect(row?.searchText).toContain('klips oturmuyor');
  });

  it('builds the generic report with confidence 75 when nothing matches', async () => {
    const res = await post(
      problem({ title: 'Xyzzy qwerty', description: 'Blorp flibber', customerImpact: '', category: 'human' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().analysisResult).toMatchObject({
      problemType: 'İnsan',
      rootCause: GENERIC_ROOT_CAUSE,
      immediateActions: GENERIC_IMMEDIATE_ACTIONS,
      confidence: 75,
      knowledgeEntryId: null,
      alternatives: [],
      expertReviewRecommended: true,
    });
    expect(GENERIC_PROBLEM_TYPE).toBe('Kalite Hatası');
  });

  it('answers an off-topic problem with the generic report and the expert-review warning (issue 10)', async () => {
    const res = await post(
      problem({
        title: 'Kantinde yemekler soğuk',
        description: 'Öğle yemeği soğuk geliyor',
        customerImpact: '',
        category: 'human',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ confidence: 75 });
    expect(res.json().analysisResult).toMatchObject({
      problemType: 'İnsan',
      knowledgeEntryId: null,
      confidence: 75,
      expertReviewRecommended: true,
    });
  });

  it('narrows the search to the chosen process type', async () => {
    const metal = await post(problem({ description: 'Kesim kenarlarında çapak var', processType: 'metal' }));
    expect(metal.json().analysisResult).toMatchObject({
      knowledgeEntryId: 'burr_on_edges',
      problemType: 'Kesim Çapağı',
    });
    for (const alt of metal.json().analysisResult.alternatives) expect(alt.category).toBe('Metal Braket');
    expect(metal.json().processType).toBe('metal');
  });

  it('flags expert review when the confidence is below the organisation threshold', async () => {
    const before = (await post(problem())).json().analysisResult;
    expect(before.expertReviewRecommended).toBe(false);
    expect(before.confidence).toBeLessThan(95);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/org',
      headers: { cookie: cookies.admin },
      payload: { aiProvider: 'engineering_db', analysisDepth: 'detailed', confidenceThreshold: 95 },
    });
    expect(saved.statusCode).toBe(200);
    const res = await post(problem());
    expect(res.json().analysisResult).toMatchObject({
      confidence: before.confidence,
      expertReviewRecommended: true,
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings/org',
      headers: { cookie: cookies.admin },
      payload: { aiProvider: 'engineering_db', analysisDepth: 'detailed', confidenceThreshold: 75 },
    });
  });

  it("builds a short report when the organisation's depth is quick (issue 10: depth did nothing)", async () => {
    const setDepth = (analysisDepth: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/settings/org',
        headers: { cookie: cookies.admin },
        payload: { aiProvider: 'engineering_db', analysisDepth, confidenceThreshold: 75 },
      });
    expect((await setDepth('quick')).statusCode).toBe(200);
    const quick = (await post(problem())).json().analysisResult;
    expect((await setDepth('detailed')).statusCode).toBe(200);
    const detailed = (await post(problem())).json().analysisResult;
    expect(quick).toMatchObject({ depth: 'quick', knowledgeEntryId: 'flash_burr', alternatives: [] });
    expect(quick.immediateActions).toHaveLength(2);
    expect(quick.verificationSteps).toBeUndefined();
    expect(quick.confidence).toBe(detailed.confidence);
    expect(detailed.alternatives.length).toBeGreaterThan(0);
    expect(JSON.stringify(quick).length).toBeLessThan(JSON.stringify(detailed).length / 2);
  });

  it.each([
    ['a blank title', problem({ title: '   ' }), ANALYSIS_MESSAGES.titleRequired, 'title'],
    [
      'a blank description',
      problem({ description: '' }),
      ANALYSIS_MESSAGES.descriptionRequired,
      'description',
    ],
    ['an unknown category', problem({ category: 'kalite' }), ANALYSIS_MESSAGES.categoryRequired, 'category'],
    [
      'an invalid date',
      problem({ discoveryDate: '2025-02-30' }),
      ANALYSIS_MESSAGES.dateInvalid,
      'discoveryDate',
    ],
    [
      'an unknown process type',
      problem({ processType: 'cam' }),
      ANALYSIS_MESSAGES.processTypeInvalid,
      'processType',
    ],
  ])('answers 400 with the Turkish message for %s', async (_name, payload, message, field) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message, field });
  });

  it('never takes a result or a user from the client', async () => {
    const res = await post({ ...problem(), analysisResult: { confidence: 100 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('analysisResult');
  });

  it('needs a session', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/analyses', payload: problem() })).statusCode,
    ).toBe(401);
  });
});

describe('GET /api/analyses/:id', () => {
  it('returns the stored analysis to any signed-in user, 404 for an unknown id, 400 for a bad id', async () => {
    const created = (await post(problem())).json();
    expect(created.can).toEqual({ rate: true, delete: true });
    const res = await get(`/api/analyses/${created.id}`, 'kalip');
    expect(res.statusCode).toBe(200);
    // The same analysis; `can` is the viewer's: another user may rate it, not delete it.
    expect(res.json()).toEqual({ ...created, can: { rate: true, delete: false } });
    expect(res.body).not.toContain('searchText');
    expect((await get(`/api/analyses/${UNKNOWN_ID}`)).json().error.message).toBe('Analiz bulunamadı');
    expect((await get('/api/analyses/abc')).statusCode).toBe(400);
  });
});

describe('PATCH /api/analyses/:id (rating)', () => {
  it('lets anyone signed in rate and re-rate 1-5', async () => {
    const created = (await post(problem())).json();
    const first = await rate(created.id, { rating: 4 }, 'kalip');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: created.id, rating: 4 });
    expect(new Date(first.json().updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(created.updatedAt).getTime(),
    );
    expect((await rate(created.id, { rating: 1 })).json().rating).toBe(1);
    expect((await rate(created.id, { rating: 5 }, 'admin')).json().rating).toBe(5);
  });

  it.each([0, 6, 2.5, '3'])('answers 400 with the Turkish message for %s', async (rating) => {
    const created = (await post(problem())).json();
    const res = await rate(created.id, { rating });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message: ANALYSIS_MESSAGES.ratingRange, field: 'rating' });
  });

  it('answers 404 for an unknown analysis', async () => {
    expect((await rate(UNKNOWN_ID, { rating: 3 })).statusCode).toBe(404);
  });
});

describe('DELETE /api/analyses/:id', () => {
  it('lets the author delete their own analysis', async () => {
    const created = (await post(problem())).json();
    expect((await remove(created.id)).statusCode).toBe(204);
    expect((await get(`/api/analyses/${created.id}`)).statusCode).toBe(404);
  });

  it("refuses someone else's analysis with 403 and the Turkish message", async () => {
    const created = (await post(problem())).json();
    const res = await remove(created.id, 'kalip');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Bu işlem için yetkiniz yok');
    expect((await get(`/api/analyses/${created.id}`)).statusCode).toBe(200);
  });

  it('lets a Yönetici delete anyone’s analysis; 404 once gone', async () => {
    const created = (await post(problem())).json();
    expect((await remove(created.id, 'admin')).statusCode).toBe(204);
    expect((await remove(created.id, 'admin')).statusCode).toBe(404);
  });
});

describe('live table ai_analyses', () => {
  it('pushes INSERT, UPDATE and DELETE with the full presented row to a WebSocket client', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const client = await openSocket(port, cookies.kalip);
    const created = (await post(problem({ title: 'Canlı çapak analizi' }))).json();
    const inserted = await client.waitFor(
      (m) =>
        'table' in m && m.table === 'ai_analyses' && m.eventType === 'INSERT' && m.new?.['id'] === created.id,
    );
    expect(inserted).toMatchObject({
      old: null,
      new: { title: 'Canlı çapak analizi', analysisResult: { problemType: 'Çapak' } },
    });
    // Broadcast to everyone, so presented for nobody: each browser recomputes `can` for its user.
    expect((inserted as { new: unknown }).new).toEqual({ ...created, can: { rate: false, delete: false } });

    await rate(created.id, { rating: 5 });
    const updated = await client.waitFor(
      (m) =>
        'table' in m && m.table === 'ai_analyses' && m.eventType === 'UPDATE' && m.new?.['id'] === created.id,
    );
    expect(updated).toMatchObject({ new: { rating: 5 }, old: { id: created.id } });

    await remove(created.id);
    const deleted = await client.waitFor(
      (m) =>
        'table' in m && m.table === 'ai_analyses' && m.eventType === 'DELETE' && m.old?.['id'] === created.id,
    );
    expect(deleted).toMatchObject({ new: null });
    await client.close();
  });
});
