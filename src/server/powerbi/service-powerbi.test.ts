import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POWERBI_MESSAGES } from '../../domain/powerbi/contract';
import { powerBiEmbedTokens } from '../db/schema-powerbi';
import { captureServerLog } from '../testing/capture-server-log';
import { startFakeAzureAd, type FakeAzureAd } from '../testing/fake-azure-ad-server';
import { fakeReport, startFakePowerBi, type FakePowerBi } from '../testing/fake-powerbi-server';
import { createInstance, DEMO, loginAs } from '../testing/test-app';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';

const PRINCIPAL = {
  tenantId: randomUUID(),
  clientId: randomUUID(),
  clientSecret: 'Qx8Q~Gizli.Anahtar-ÇokGizli_0123456789abcdWxYz',
};
const WORKSPACE = randomUUID();
const OTHER_WORKSPACE = randomUUID();
const REPORTS = [fakeReport('Kalite Göstergeleri'), fakeReport('8D Özeti')];
const [REPORT] = REPORTS as [ReturnType<typeof fakeReport>];

let readLog: () => string;
let aad: FakeAzureAd;
let pbi: FakePowerBi;
let database: TestDatabase;
let instances: Awaited<ReturnType<typeof createInstance>>[] = [];
let app: FastifyInstance;
let second: FastifyInstance;
const cookies = { admin: '', kalite: '' };
const answers: string[] = [];

beforeAll(async () => {
  readLog = captureServerLog();
  aad = await startFakeAzureAd(PRINCIPAL);
  pbi = await startFakePowerBi(aad);
  pbi.addWorkspace(WORKSPACE, REPORTS);
  pbi.addWorkspace(OTHER_WORKSPACE, [fakeReport('Başka')], { member: false });
  database = await openTestDatabase();
  const env = { LOG_LEVEL: 'info', AZURE_AUTHORITY_URL: aad.authorityUrl, POWERBI_API_URL: pbi.apiUrl };
  instances = [
    await createInstance(database, env, { logger: true }),
    await createInstance(await database.openSecondHandle(), env, { logger: true }),
  ];
  [app, second] = instances.map((i) => i.app) as [FastifyInstance, FastifyInstance];
  cookies.admin = await loginAs(app, ...DEMO.admin);
  cookies.kalite = await loginAs(app, ...DEMO.kalite);
}, 120_000);
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await database?.close();
  await aad?.close();
  await pbi?.close();
  vi.restoreAllMocks();
});

type As = keyof typeof cookies;
async function call(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: unknown,
  as: As = 'kalite',
  on = app,
) {
  const res = await on.inject({
    method,
    url,
    headers: { cookie: cookies[as] },
    ...(payload ? { payload } : {}),
  });
  answers.push(res.body);
  return res;
}
const saveSettings = (overrides: Record<string, unknown> = {}, as: As = 'admin') =>
  call('PUT', '/api/settings/powerbi', { ...PRINCIPAL, workspaceId: WORKSPACE, ...overrides }, as);
const embedToken = (reportId: string = REPORT.id, on = app) =>
  call('POST', '/api/powerbi/embed-token', { reportId }, 'kalite', on);
const generateCalls = () => pbi.requests.filter((r) => r.url === '/v1.0/myorg/GenerateToken').length;

describe('before a service principal is saved', () => {
  it('answers 409 with the Turkish message on the reports and the embed token', async () => {
    for (const res of [await call('GET', '/api/powerbi/reports'), await embedToken()]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'powerbi_not_configured',
        message: POWERBI_MESSAGES.notConfigured,
      });
    }
    expect(aad.requests).toHaveLength(0);
  });

  it('shows the settings as not set and the status card as not configured', async () => {
    const settings = await call('GET', '/api/settings/powerbi');
    expect(settings.json()).toEqual({
      tenantId: '',
      clientId: '',
      workspaceId: '',
      secretSet: false,
      secretHint: '',
      can: { edit: false },
    });
    const status = await call('GET', '/api/settings/integrations');
    expect(status.json().powerbi).toMatchObject({ state: 'not_configured', reportCount: null });
  });
});

describe('PUT /api/settings/powerbi', () => {
  it('refuses anyone but a Yönetici (403)', async () => {
    const res = await saveSettings({}, 'kalite');
    expect(res.statusCode).toBe(403);
    expect((await call('GET', '/api/settings/powerbi')).json().secretSet).toBe(false);
  });

  it('validates the identifiers with Turkish messages', async () => {
    const res = await saveSettings({ clientId: 'not-a-guid' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ field: 'clientId' });
    expect((await saveSettings({ tenantId: '../evil' })).statusCode).toBe(400);
  });

  it('saves for a Yönetici and shows only the hint of the secret', async () => {
    const res = await saveSettings();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tenantId: PRINCIPAL.tenantId,
      clientId: PRINCIPAL.clientId,
      workspaceId: WORKSPACE,
      secretSet: true,
      secretHint: '••••WxYz',
      can: { edit: true },
    });
    // The last four characters are a Yönetici's to see.
    expect((await call('GET', '/api/settings/powerbi')).json()).toMatchObject({
      secretSet: true,
      secretHint: '••••',
      can: { edit: false },
    });
    expect((await call('GET', '/api/settings/powerbi', undefined, 'admin')).json().secretHint).toBe(
      '••••WxYz',
    );
  });

  it('keeps the stored secret when it is omitted', async () => {
    const { clientSecret: _omitted, ...withoutSecret } = PRINCIPAL;
    const res = await call(
      'PUT',
      '/api/settings/powerbi',
      { ...withoutSecret, workspaceId: WORKSPACE },
      'admin',
    );
    expect(res.json()).toMatchObject({ secretSet: true, secretHint: '••••WxYz' });
  });
});

describe('reports and embed tokens against the fake Azure AD and Power BI', () => {
  beforeEach(async () => {
    await database.db.delete(powerBiEmbedTokens);
    pbi.setTokenLifetime(60 * 60_000);
  });

  it('lists the workspace reports with the client-credentials grant', async () => {
    const res = await call('GET', '/api/powerbi/reports');
    expect(res.statusCode).toBe(200);
    expect(res.json().reports).toEqual(
      REPORTS.map((r) => ({
        id: r.id,
        name: r.name,
        datasetId: r.datasetId,
        embedUrl: expect.stringContaining(r.id),
      })),
    );
    const grant = new URLSearchParams(aad.requests.at(-1)?.body);
    expect(aad.requests.at(-1)?.url).toBe(`/${PRINCIPAL.tenantId}/oauth2/v2.0/token`);
    expect(Object.fromEntries(grant)).toEqual({
      grant_type: 'client_credentials',
      client_id: PRINCIPAL.clientId,
      client_secret: PRINCIPAL.clientSecret,
      scope: 'https://analysis.windows.net/powerbi/api/.default',
    });
  });

  it('issues an embed token for a report and its dataset, then serves it from the cache', async () => {
    const before = generateCalls();
    const first = await embedToken();
    expect(first.statusCode).toBe(200);
    const issued = pbi.generated.at(-1);
    expect(issued).toMatchObject({ reportIds: [REPORT.id], datasetIds: [REPORT.datasetId] });
    expect(first.json()).toEqual({
      accessToken: issued?.token,
      tokenType: 'Embed',
      expiresAt: issued?.expiration,
      embedUrl: expect.stringContaining(`reportId=${REPORT.id}`),
      reportId: REPORT.id,
    });
    // The other instance reads the same row: no second GenerateToken.
    const again = await embedToken(REPORT.id, second);
    expect(again.json().accessToken).toBe(issued?.token);
    expect(generateCalls()).toBe(before + 1);
  });

  it('renews a token that expires within the refresh margin', async () => {
    pbi.setTokenLifetime(4 * 60_000);
    const before = generateCalls();
    const short = await embedToken();
    pbi.setTokenLifetime(60 * 60_000);
    const renewed = await embedToken();
    expect(generateCalls()).toBe(before + 2);
    expect(renewed.json().accessToken).not.toBe(short.json().accessToken);
    expect(Date.parse(renewed.json().expiresAt)).toBeGreaterThan(Date.parse(short.json().expiresAt));
  });

  it('asks Power BI once for many concurrent requests on two instances', async () => {
    const before = generateCalls();
    pbi.hold();
    const pending = Array.from({ length: 12 }, (_, i) => embedToken(REPORT.id, i % 2 === 0 ? app : second));
    // Let every request reach the cache before Power BI answers.
    await vi.waitFor(() =>
      expect(pbi.requests.some((r) => r.url.endsWith(`/reports/${REPORT.id}`))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    pbi.release();
    const results = await Promise.all(pending);
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect(new Set(results.map((r) => r.json().accessToken)).size).toBe(1);
    expect(generateCalls()).toBe(before + 1);
  });

  it('names a missing report and a configured workspace without access (502)', async () => {
    const missing = await embedToken(randomUUID());
    expect(missing.statusCode).toBe(502);
    expect(missing.json().error).toMatchObject({
      code: 'powerbi_upstream_error',
      message: POWERBI_MESSAGES.reportNotFound,
    });
    await saveSettings({ workspaceId: OTHER_WORKSPACE });
    const foreign = await call('GET', '/api/powerbi/reports');
    expect(foreign.statusCode).toBe(502);
    expect(foreign.json().error.message).toBe(POWERBI_MESSAGES.noWorkspaceAccess);
    await saveSettings();
  });

  it('lends the service principal only for the configured workspace (403 before any outbound call)', async () => {
    const before = pbi.requests.length;
    const reports = await call('GET', `/api/powerbi/reports?groupId=${OTHER_WORKSPACE}`);
    const token = await call('POST', '/api/powerbi/embed-token', {
      reportId: REPORT.id,
      groupId: OTHER_WORKSPACE,
    });
    for (const res of [reports, token]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: 'powerbi_workspace_not_allowed',
        message: POWERBI_MESSAGES.workspaceNotAllowed,
      });
    }
    expect(pbi.requests.length).toBe(before);
    // The configured workspace, written in capitals, is the same GUID.
    const same = await call('GET', `/api/powerbi/reports?groupId=${WORKSPACE.toUpperCase()}`);
    expect(same.statusCode).toBe(200);
  });

  it('shows the status card as authenticated with the report count', async () => {
    const status = await call('GET', '/api/settings/integrations');
    expect(status.json().powerbi).toMatchObject({ state: 'authenticated', reportCount: 2 });
  });
});

describe('a wrong secret', () => {
  it('gives 502 with the Turkish message, on the routes and on the status card', async () => {
    expect((await saveSettings({ clientSecret: 'Yanlis~GizliAnahtar-9876543210' })).statusCode).toBe(200);
    const res = await call('GET', '/api/powerbi/reports');
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({
      code: 'powerbi_upstream_error',
      message: POWERBI_MESSAGES.wrongSecret,
    });
    expect((await embedToken()).json().error.message).toBe(POWERBI_MESSAGES.wrongSecret);
    const status = await call('GET', '/api/settings/integrations');
    expect(status.json().powerbi).toMatchObject({ state: 'failed', message: POWERBI_MESSAGES.wrongSecret });
  });

  it('names an unknown client', async () => {
    await saveSettings({ clientId: randomUUID() });
    expect((await call('GET', '/api/powerbi/reports')).json().error.message).toBe(
      POWERBI_MESSAGES.unknownClient,
    );
    await saveSettings();
  });
});

describe('the secret', () => {
  it('never appears in any answer or log line', async () => {
    // The log stream flushes its buffer at least once a second (src/server/http/access-log.ts).
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const log = readLog();
    expect(log).toContain('Power BI: upstream refusal');
    expect(answers.length).toBeGreaterThan(20);
    for (const secret of [
      PRINCIPAL.clientSecret,
      'Yanlis~GizliAnahtar-9876543210',
      'GizliAnahtar',
      ...aad.issued,
    ]) {
      expect(log).not.toContain(secret);
      for (const answer of answers) expect(answer).not.toContain(secret);
    }
  });
});
