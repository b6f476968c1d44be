import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { test } from './support/test';
import { type FakeAzureAd, startFakeAzureAd } from '../../src/server/testing/fake-azure-ad-server';
import { type FakePowerBi, fakeReport, startFakePowerBi } from '../../src/server/testing/fake-powerbi-server';
import { DEMO } from './support/accounts';
import { receivedByFake, routeFakeReport } from './support/fake-powerbi-report';
import { logIn } from './support/login';
import { snap } from './support/screenshots';
import { OwnServer } from './support/server';

// Service-principal mode (app-owns-data) against pbi-server's fake Azure AD and Power BI REST servers
// on loopback: the organisation's report list appears, the user never types a token, and a token
// that expires within two minutes is replaced through report.setAccessToken without a reload.

const PORT = Number(process.env.E2E_PORT ?? 3210) + 1000;
const PRINCIPAL = {
  tenantId: randomUUID(),
  clientId: randomUUID(),
  clientSecret: 'e2e~Gizli.Anahtar-0123456789WxYz',
};
const WORKSPACE = randomUUID();
const REPORTS = [fakeReport('Kalite Göstergeleri'), fakeReport('8D Özeti')] as const;

let aad: FakeAzureAd;
let pbi: FakePowerBi;
let server: OwnServer;

test.beforeAll(async () => {
  aad = await startFakeAzureAd(PRINCIPAL);
  pbi = await startFakePowerBi(aad);
  pbi.addWorkspace(WORKSPACE, [...REPORTS]);
  pbi.setTokenLifetime(100_000); // expires within two minutes
  server = new OwnServer({
    port: PORT,
    dataDir: `.tmp/e2e-powerbi-service-${PORT}`,
    env: { AZURE_AUTHORITY_URL: aad.authorityUrl, POWERBI_API_URL: pbi.apiUrl },
  });
  await server.start({ fresh: true });
});
test.afterAll(async () => {
  await server?.stop();
  await pbi?.close();
  await aad?.close();
});

test('the report list appears; a token expiring within two minutes is renewed with setAccessToken, no reload', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    baseURL: server.url,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
  });
  const page = await context.newPage();
  const fake = await routeFakeReport(page);
  // The page's clock is ours to move: the renewal is due halfway through the token's 100 s.
  await page.clock.install();
  await logIn(page, DEMO.admin);
  const saved = await page.request.put('/api/settings/powerbi', {
    data: { ...PRINCIPAL, workspaceId: WORKSPACE },
  });
  expect(saved.status()).toBe(200);

  await page.goto('/calculations/powerbi');
  const picker = page.getByLabel('Rapor', { exact: true });
  await expect(picker).toHaveValue(REPORTS[0].id);
  await expect(picker.locator('option')).toHaveText(['Kalite Göstergeleri', '8D Özeti']);
  await expect(page.getByTestId('powerbi-setup-form')).toHaveCount(0);
  await expect(page.frameLocator('iframe').locator('#report')).toContainText(REPORTS[0].id);
  await expect(page.getByTestId('powerbi-loading')).toHaveCount(0);
  const load = (await receivedByFake(page)).find((m) => m.url === '/report/load');
  const first = pbi.generated.at(-1);
  expect((load?.body as { accessToken: string }).accessToken).toBe(first?.token);
  expect(load?.body).toMatchObject({
    tokenType: 1,
    settings: { panes: { filters: { visible: true, expanded: false } } },
  });
  // The user never sees a token or the secret.
  const text = await page.locator('body').innerText();
  expect(text).not.toContain(first?.token ?? '-');
  expect(text).not.toContain(PRINCIPAL.clientSecret);
  await snap(page, 'powerbi-service-report');

  // Halfway through the token's life a new one is fetched and handed to the frame.
  await page.clock.fastForward(60_000);
  await expect(page.getByTestId('powerbi-token-status')).toContainText('yenilendi (1)');
  const renewal = (await receivedByFake(page)).find((m) => m.url === '/report/token');
  const second = pbi.generated.at(-1);
  expect(second?.token).not.toBe(first?.token);
  expect(renewal).toMatchObject({ method: 'POST', body: second?.token });
  await expect(page.frameLocator('iframe').locator('#report')).toContainText('(token renewed)');
  expect(fake.loads()).toBe(1); // the frame was never reloaded
  expect((await receivedByFake(page)).filter((m) => m.url === '/report/load')).toHaveLength(1);
  await snap(page, 'powerbi-service-renewed');

  // The other report, by its URL.
  await picker.selectOption(REPORTS[1].id);
  await expect(page).toHaveURL(new RegExp(`report=${REPORTS[1].id}`));
  await expect(page.frameLocator('iframe').locator('#report')).toContainText(REPORTS[1].id);
  await context.close();
});
