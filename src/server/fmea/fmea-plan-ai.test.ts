import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFmea, TFmeaPlan, TFmeaRowInput } from '../../domain/fmea/contract';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../testing/fake-openai-server';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';
import { AI_FALLBACK_MESSAGES, generatePlan } from './generate-plan';
import { planItems } from '../testing/plan-items';

const API_KEY = 'sk-fmea-test-anahtari-7c21';
const ROWS: TFmeaRowInput[] = [
  {
    id: 'a1',
    processStep: 'Op 20 Enjeksiyon',
    potentialFailure: 'Çapak',
    effects: 'Montajda takılma',
    severity: 7,
    causes: 'Kalıp ayırma yüzeyi aşınmış',
    occurrence: 7,
    controls: 'Görsel kontrol',
    detection: 8,
  },
  {
    id: 'a2',
    processStep: 'Op 40 Paketleme',
    potentialFailure: 'Etiket yanlış',
    effects: 'Yanlış sevkiyat',
    severity: 5,
    causes: 'Operatör yanlış etiket seçti',
    occurrence: 3,
    controls: 'Yok',
    detection: 6,
  },
];
const ANSWER = {
  items: [
    {
      id: 'item-a1',
      preventiveAction:
        'Op 20 kalıbının ayırma yüzeyini 50 000 baskıda bir taşlayın; kameralı çapak kontrolü kurun.',
      monitoringMethod: 'Vardiya başı çapak ölçümü, haftalık Cpk.',
    },
    // An id the model was not given, and an empty text: both ignored.
    { id: 'item-zz', preventiveAction: 'Uydurma', monitoringMethod: 'Uydurma' },
    { id: 'item-a2', preventiveAction: '  ', monitoringMethod: 'x' },
  ],
};

let t: TestApp;
let fake: FakeOpenAiServer;
const cookies = { admin: '', kalite: '' };
let fmeaId = '';
beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeOpenAiServer(ANSWER);
  cookies.admin = await loginAs(t.app, ...DEMO.admin);
  cookies.kalite = await loginAs(t.app, ...DEMO.kalite);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/settings/org',
    headers: { cookie: cookies.admin },
    payload: {
      aiProvider: 'openai_compatible',
      baseUrl: fake.baseUrl,
      apiKey: API_KEY,
      model: 'fake-model',
      analysisDepth: 'quick',
      confidenceThreshold: 75,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/fmeas',
    headers: { cookie: cookies.kalite },
    payload: { name: 'AI PFMEA', rows: ROWS },
  });
  fmeaId = created.json<TFmea>().id;
}, 120_000);
afterAll(async () => {
  await fake?.close();
  await t?.close();
});

const plan = (payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/fmeas/${fmeaId}/plan`,
    headers: { cookie: cookies.kalite },
    ...(payload ? { payload } : {}),
  });

describe('plan texts rewritten by the configured model (fake OpenAI-compatible server)', () => {
  it('uses the model texts for the items it answered, grounded on the rows; the rest stay the rules', async () => {
    fake.setMode('good');
    const before = fake.requests.length;
    const res = await plan();
    expect(res.statusCode).toBe(200);
    const body = res.json<TFmeaPlan>();
    expect(body).toMatchObject({ aiProvider: 'openai_compatible', aiFallback: null });
    const [first, second] = await planItems(t.app, cookies.kalite, fmeaId);
    expect(first).toMatchObject({
      id: 'item-a1',
      source: 'ai',
      preventiveAction: ANSWER.items[0]?.preventiveAction,
    });
    // Numbers and owner stay the rules': the model rewrites texts only.
    expect(first).toMatchObject({ actionPriority: 'H', responsibility: 'Bakım', timeline: '30 gün' });
    expect(first?.successCriteria).toContain('artık H değil');
    expect(second).toMatchObject({ id: 'item-a2', source: 'rules' });

    const sent = fake.requests.slice(before).find((r) => r.url === '/v1/chat/completions');
    expect(sent?.body).toContain('Kalıp ayırma yüzeyi aşınmış');
    expect(sent?.body).toContain('item-a2');
    expect(sent?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    // Reopened: the same plan, sources included.
    const reopened = await t.app.inject({
      method: 'GET',
      url: `/api/fmeas/${fmeaId}`,
      headers: { cookie: cookies.kalite },
    });
    expect(reopened.json<TFmea>().plan?.itemCount).toBe(2);
    expect((await planItems(t.app, cookies.kalite, fmeaId)).map((i) => i.source)).toEqual(['ai', 'rules']);
    expect(reopened.body).not.toContain(API_KEY);
  });

  it('falls back to the rules on an answer off the schema, and says so', async () => {
    fake.setMode('malformed');
    const body = (await plan()).json<TFmeaPlan>();
    expect(body).toMatchObject({ aiProvider: null, aiFallback: AI_FALLBACK_MESSAGES.malformed });
    expect((await planItems(t.app, cookies.kalite, fmeaId)).every((i) => i.source === 'rules')).toBe(true);
  });

  it('falls back to the rules when the model does not answer in time', async () => {
    fake.setMode('hang');
    const kalite = (
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: cookies.kalite } })
    ).json().user;
    const warnings: Record<string, unknown>[] = [];
    const body = await generatePlan(t.ctx.db, t.ctx.workers, kalite, fmeaId, {
      aiTimeoutMs: 500,
      log: { warn: (details) => warnings.push(details) },
    });
    expect(body).toMatchObject({ aiProvider: null, aiFallback: AI_FALLBACK_MESSAGES.timeout });
    expect((await planItems(t.app, cookies.kalite, fmeaId)).every((i) => i.source === 'rules')).toBe(true);
    expect(warnings).toEqual([expect.objectContaining({ provider: 'openai_compatible', reason: 'timeout' })]);
    expect(JSON.stringify(warnings)).not.toContain(API_KEY);
  });

  it('useAi: false keeps the rules without calling the model', async () => {
    fake.setMode('good');
    const before = fake.requests.length;
    const body = (await plan({ useAi: false })).json<TFmeaPlan>();
    expect(body).toMatchObject({ aiProvider: null, aiFallback: null });
    expect(fake.requests.length).toBe(before);
  });
});
