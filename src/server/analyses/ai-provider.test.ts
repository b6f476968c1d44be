import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCreateAnalysisRequest } from '../../domain/analyses/contract';
import { runAnalysis, type AnalysisSettings } from './run-analysis';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../testing/fake-openai-server';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';

const API_KEY = 'sk-yerel-test-anahtari-9f3a';
const AI_ANSWER = {
  problemType: 'Ayırma Yüzeyinde Çapak (YZ)',
  rootCause: 'Kalıp ayırma yüzeyi aşınmış ve kapama kuvveti yetersiz',
  immediateActions: ['Kalıbı bakıma alın', 'Kapama kuvvetini artırın', 'Şüpheli partiyi ayırın'],
  recommendations: ['Ayırma yüzeyi için periyodik bakım planı oluşturun'],
  confidence: 91.6,
  eightD: {
    d1: 'YZ ekip',
    d2: 'YZ tanım',
    d3: 'YZ geçici',
    d4: 'YZ kök neden',
    d5: 'YZ düzeltici',
    d6: 'YZ doğrulama',
    d7: 'YZ önleme',
    d8: 'YZ takdir',
  },
};
const problem: TCreateAnalysisRequest = {
  title: 'Parçalarda çapak oluşumu',
  description: 'Kapı panelinin ayırma çizgisinde çapak var',
  customerImpact: 'Montajda sorun',
  category: 'quality',
  severity: 'high',
  department: 'production',
  discoveryDate: '2025-03-10',
  processType: 'auto',
};

let t: TestApp;
let fake: FakeOpenAiServer;
const cookies = { admin: '', kalite: '' };
beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeOpenAiServer(AI_ANSWER);
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
      confidenceThreshold: 95,
    },
  });
  expect(saved.statusCode).toBe(200);
}, 120_000);
afterAll(async () => {
  await fake?.close();
  await t?.close();
});

const analyse = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/analyses',
    headers: { cookie: cookies.kalite },
    payload: problem,
  });

describe('AI provider (fake OpenAI-compatible server on loopback)', () => {
  it('uses the model answer, grounded on the knowledge base, keeping alternatives and fishbone from it', async () => {
    fake.setMode('good');
    const before = fake.requests.length;
    const res = await analyse();
    expect(res.statusCode).toBe(201);
    const result = res.json().analysisResult;
    expect(result).toMatchObject({
      source: 'openai_compatible',
      problemType: AI_ANSWER.problemType,
      rootCause: AI_ANSWER.rootCause,
      immediateActions: AI_ANSWER.immediateActions,
      confidence: 92,
      eightD: AI_ANSWER.eightD,
      knowledgeEntryId: 'flash_burr',
      // 92 < the threshold of 95
      expertReviewRecommended: true,
    });
    expect(result.alternatives.length).toBeGreaterThan(0);
    expect(result.fishbone.machine.length).toBeGreaterThan(0);
    expect(res.json().confidence).toBe(92);

    const call = fake.requests.slice(before).find((r) => r.url === '/v1/chat/completions');
    expect(call?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const body = JSON.parse(call?.body ?? '{}');
    expect(body.model).toBe('fake-model');
    expect(body.response_format?.type).toBe('json_schema');
    const prompt = JSON.stringify(body.messages);
    // Grounding: the top knowledge-base entries with their causes and solutions are in the prompt.
    expect(prompt).toContain('Çapak');
    expect(prompt).toContain('Kök nedenler');
    expect(prompt).toContain('Önleyici faaliyetler');
    expect(res.body).not.toContain(API_KEY);
  });

  it('falls back to the engineering database on a malformed answer', async () => {
    fake.setMode('malformed');
    const res = await analyse();
    expect(res.statusCode).toBe(201);
    expect(res.json().analysisResult).toMatchObject({
      source: 'engineering_db',
      problemType: 'Çapak',
      knowledgeEntryId: 'flash_burr',
    });
  });

  it('falls back on an answer that breaks the schema (two immediate actions)', async () => {
    fake.setMode('good');
    fake.setAnswer({ ...AI_ANSWER, immediateActions: ['Tek', 'İki'] });
    const res = await analyse();
    expect(res.json().analysisResult.source).toBe('engineering_db');
    fake.setAnswer(AI_ANSWER);
  });

  it('falls back when the model does not answer within the time budget, and logs the reason without the key', async () => {
    fake.setMode('hang');
    const warnings: Record<string, unknown>[] = [];
    const settings: AnalysisSettings = {
      provider: 'openai_compatible',
      apiKey: API_KEY,
      baseUrl: fake.baseUrl,
      model: 'fake-model',
      analysisDepth: 'quick',
      confidenceThreshold: 75,
    };
    const started = Date.now();
    const result = await runAnalysis(problem, settings, {
      aiTimeoutMs: 1000,
      log: { warn: (d) => warnings.push(d) },
    });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(result).toMatchObject({
      source: 'engineering_db',
      problemType: 'Çapak',
      expertReviewRecommended: false,
    });
    expect(warnings).toEqual([expect.objectContaining({ provider: 'openai_compatible', reason: 'timeout' })]);
    expect(JSON.stringify(warnings)).not.toContain(API_KEY);
  });

  it('reports the provider reachable in the integration status', async () => {
    fake.setMode('good');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/settings/integrations',
      headers: { cookie: cookies.kalite },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ai).toMatchObject({
      provider: 'openai_compatible',
      reachable: true,
      message: 'Bağlantı başarılı',
    });
    const probe = fake.requests.find((r) => r.url === '/v1/models');
    expect(probe?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(res.body).not.toContain(API_KEY);
  });

  it('reports an unreachable provider after the fake server stops', async () => {
    const { ProviderReachability } = await import('../ai/provider-reachability');
    const gone = await startFakeOpenAiServer(AI_ANSWER);
    await gone.close();
    const status = await new ProviderReachability().check({
      provider: 'openai_compatible',
      apiKey: '',
      baseUrl: gone.baseUrl,
      model: '',
      analysisDepth: 'quick',
    });
    expect(status).toMatchObject({ reachable: false, message: 'Sağlayıcıya ulaşılamadı' });
  });
});
