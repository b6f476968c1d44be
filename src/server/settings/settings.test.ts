import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgSettings } from '../db/schema';
import { testDatabaseKind } from '../testing/test-database';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';
import { BASE_URL_REQUIRED } from '../org-kit/org-settings-store';

const SECRET = 'sk-proj-GizliAnahtar-0123456789-abcd';

let t: TestApp;
const cookies = { admin: '', kalite: '' };
beforeAll(async () => {
  t = await createTestApp();
  cookies.admin = await loginAs(t.app, ...DEMO.admin);
  cookies.kalite = await loginAs(t.app, ...DEMO.kalite);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type As = keyof typeof cookies;
const getOrg = (as: As = 'kalite') =>
  t.app.inject({ method: 'GET', url: '/api/settings/org', headers: { cookie: cookies[as] } });
const putOrg = (payload: Record<string, unknown>, as: As = 'admin') =>
  t.app.inject({ method: 'PUT', url: '/api/settings/org', headers: { cookie: cookies[as] }, payload });
const valid = { aiProvider: 'openai', analysisDepth: 'standard', confidenceThreshold: 80 };

describe('GET /api/settings/org', () => {
  it('gives the defaults to any signed-in user before anything is saved', async () => {
    const res = await getOrg();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      aiProvider: 'engineering_db',
      apiKeySet: false,
      apiKeyHint: '',
      analysisDepth: 'detailed',
      confidenceThreshold: 75,
    });
    // The weekly capacity belongs to GET /api/team/settings, not to the AI settings.
    expect(res.json()).not.toHaveProperty('weeklyCapacityHours');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/settings/org' })).statusCode).toBe(401);
  });
});

describe('PUT /api/settings/org', () => {
  it('saves for a Yönetici and never sends the key back (PUT and GET, any user)', async () => {
    const res = await putOrg({ ...valid, apiKey: SECRET, model: 'gpt-4o-mini' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      aiProvider: 'openai',
      apiKeySet: true,
      apiKeyHint: '••••abcd',
      model: 'gpt-4o-mini',
      analysisDepth: 'standard',
      confidenceThreshold: 80,
    });
    const reads = [res, await getOrg('kalite'), await getOrg('admin')];
    for (const read of reads) {
      expect(read.body).not.toContain(SECRET);
      expect(read.body).not.toContain('GizliAnahtar');
    }
    expect(reads[1]?.json().apiKeySet).toBe(true);
  });

  it('keeps the stored key when apiKey is omitted and removes it with an empty string', async () => {
    const kept = await putOrg({ ...valid, confidenceThreshold: 70 });
    expect(kept.json()).toMatchObject({ apiKeySet: true, confidenceThreshold: 70 });
    const removed = await putOrg({ ...valid, apiKey: '' });
    expect(removed.json()).toMatchObject({ apiKeySet: false, apiKeyHint: '' });
  });

  it('shows the last four characters of the key to a Yönetici only', async () => {
    expect((await putOrg({ ...valid, apiKey: SECRET })).json().apiKeyHint).toBe('••••abcd');
    expect((await getOrg('admin')).json()).toMatchObject({ apiKeySet: true, apiKeyHint: '••••abcd' });
    expect((await getOrg('kalite')).json()).toMatchObject({ apiKeySet: true, apiKeyHint: '••••' });
  });

  it('removes the stored key when requests would go to another host or provider without a new key', async () => {
    const local = { ...valid, aiProvider: 'openai_compatible' };
    const set = await putOrg({ ...local, baseUrl: 'http://10.0.0.5:11434/v1', apiKey: SECRET });
    expect(set.json().apiKeySet).toBe(true);
    // Same host, another path: the key stays.
    const samePlace = await putOrg({ ...local, baseUrl: 'http://10.0.0.5:11434/v2' });
    expect(samePlace.json()).toMatchObject({ apiKeySet: true, baseUrl: 'http://10.0.0.5:11434/v2' });
    // Another host, no key: it does not follow.
    const moved = await putOrg({ ...local, baseUrl: 'http://10.0.0.6:11434/v1' });
    expect(moved.json()).toMatchObject({ apiKeySet: false, apiKeyHint: '' });
    const [row] = await t.ctx.db.select({ apiKey: orgSettings.apiKey }).from(orgSettings);
    expect(row?.apiKey).toBe('');
    // Another host with its own key: kept.
    const withKey = await putOrg({ ...local, baseUrl: 'http://10.0.0.7:11434/v1', apiKey: SECRET });
    expect(withKey.json().apiKeySet).toBe(true);
    // Another provider on its default address: the key does not follow either.
    expect((await putOrg({ ...valid, baseUrl: '' })).json().apiKeySet).toBe(false);
  });

  it('refuses anyone but a Yönetici with the Turkish message', async () => {
    const res = await putOrg({ ...valid, apiKey: 'x' }, 'kalite');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'forbidden', message: 'Bu işlem için yetkiniz yok' });
  });

  it.each([49, 96, 75.5])('answers 400 for a confidence threshold of %s', async (threshold) => {
    const res = await putOrg({ ...valid, confidenceThreshold: threshold });
    expect(res.statusCode).toBe(400);
    if (Number.isInteger(threshold)) {
      expect(res.json().error).toMatchObject({
        message: 'Güven eşiği 50 ile 95 arasında olmalıdır',
        field: 'confidenceThreshold',
      });
    }
  });

  it('accepts the bounds 50 and 95', async () => {
    expect((await putOrg({ ...valid, confidenceThreshold: 50 })).statusCode).toBe(200);
    expect((await putOrg({ ...valid, confidenceThreshold: 95 })).json().confidenceThreshold).toBe(95);
  });

  it('needs a base URL for a local OpenAI-compatible server, and a valid one', async () => {
    const missing = await putOrg({ ...valid, aiProvider: 'openai_compatible', baseUrl: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ message: BASE_URL_REQUIRED, field: 'baseUrl' });
    const invalid = await putOrg({ ...valid, aiProvider: 'openai_compatible', baseUrl: 'yerel sunucu' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe('Geçerli bir adres girin (http:// veya https://)');
  });

  it.each(['javascript:alert(1)', 'file:///etc/passwd', 'gopher://127.0.0.1:6379/_FLUSHALL'])(
    'refuses the base URL %s',
    async (baseUrl) => {
      const res = await putOrg({ ...valid, aiProvider: 'openai_compatible', baseUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.field).toBe('baseUrl');
    },
  );

  it('refuses credentials in the base URL and masks any stored before', async () => {
    const res = await putOrg({
      ...valid,
      aiProvider: 'openai_compatible',
      baseUrl: 'https://ali:Parola123@llm.fabrika.local/v1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('API Anahtarı');
    // A value saved by an earlier version: readable by every user through GET, so it is masked.
    await t.ctx.db
      .update(orgSettings)
      .set({ baseUrl: 'https://ali:Parola123@llm.fabrika.local/v1' })
      .where(eq(orgSettings.id, 1));
    const shown = await getOrg('kalite');
    expect(shown.body).not.toContain('Parola123');
    expect(shown.body).not.toContain('ali:');
    expect(shown.json().baseUrl).toBe('https://llm.fabrika.local/v1');
    await t.ctx.db.update(orgSettings).set({ baseUrl: '' }).where(eq(orgSettings.id, 1));
  });

  it('rejects unknown fields', async () => {
    const res = await putOrg({ ...valid, updatedBy: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('updatedBy');
  });

  it('refuses the weekly capacity as an unknown field and leaves it unchanged', async () => {
    const capacity = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/team/settings', headers: { cookie: cookies.admin } })
      ).json().weeklyCapacityHours;
    const before = await capacity();
    const res = await putOrg({ ...valid, weeklyCapacityHours: before === 37 ? 38 : 37 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('weeklyCapacityHours');
    expect(await capacity()).toBe(before);
  });
});

describe('GET /api/settings/integrations', () => {
  it('shows the database, live connections and an offline engineering database', async () => {
    await putOrg({ ...valid, aiProvider: 'engineering_db' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/settings/integrations',
      headers: { cookie: cookies.kalite },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.database).toMatchObject({ kind: testDatabaseKind(), ok: true });
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(body.realtime).toEqual({ connections: 0, onlineUsers: expect.any(Number) });
    expect(body.ai).toMatchObject({
      provider: 'engineering_db',
      reachable: null,
      message: 'Çevrimdışı çalışır',
    });
  });

  it('says when a cloud provider has no key (no network call needed)', async () => {
    await putOrg({ ...valid, aiProvider: 'claude', apiKey: '' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/settings/integrations',
      headers: { cookie: cookies.kalite },
    });
    expect(res.json().ai).toMatchObject({ provider: 'claude', reachable: false });
    expect(res.json().ai.message).toContain('API anahtarı girilmedi');
  });
});
