import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { DEMO, uniqueName } from './support/accounts';
import { fakeReportFrame, receivedByFake, routeFakeReport } from './support/fake-powerbi-report';
import { logIn, signedInContext, signUpViaApi } from './support/login';
import { snap } from './support/screenshots';

// The reporting dashboard (issue 11, browser side): the setup form refuses what powerbi-client would
// throw on, the report is framed through the real powerbi-client against a fake Power BI page that
// speaks its postMessage protocol, the configuration survives Reset and reloads, and the demo shows
// figures computed from the database that follow a completed task live.

const EMBED_URL = 'https://app.powerbi.com/reportEmbed?reportId=f6bfd646-b718-44dc-a378-b73e6b528204';
const TOKEN = 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.e2e-token';

function setupForm(page: Page) {
  const form = page.getByTestId('powerbi-setup-form');
  return {
    form,
    embedUrl: form.getByLabel('Embed URL'),
    token: form.getByLabel('Access Token'),
    reportId: form.getByLabel('Report ID'),
    groupId: form.getByLabel('Group/Workspace ID'),
    save: form.getByRole('button', { name: 'Save and Start' }),
    demo: form.getByRole('button', { name: 'Load Demo' }),
  };
}

async function fillSetup(
  page: Page,
  values: { embedUrl: string; token: string; reportId: string; groupId?: string },
) {
  const f = setupForm(page);
  await f.embedUrl.fill(values.embedUrl);
  await f.token.fill(values.token);
  await f.reportId.fill(values.reportId);
  await f.groupId.fill(values.groupId ?? '');
  await f.save.click();
}

test('bad input gives field errors; a report loads with the spec settings and survives Reset and reloads', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const fake = await routeFakeReport(page);
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await logIn(page, DEMO.bakim);
  await page.goto('/calculations/powerbi');
  await expect(page).toHaveTitle(/Power BI Dashboard/);
  const f = setupForm(page);
  await expect(f.form).toBeVisible();
  await expect(page.getByTestId('powerbi-howto-steps').locator('li')).toHaveCount(4);
  await expect(f.embedUrl).toHaveAttribute('type', 'url');
  await expect(f.token).toHaveJSProperty('tagName', 'TEXTAREA');

  // Nothing filled: the spec's message and one message per required field; the group ID is optional.
  await f.save.click();
  await expect(page.getByTestId('powerbi-required-alert')).toHaveText(
    'Lütfen tüm zorunlu alanları doldurun!',
  );
  await expect(page.getByTestId('powerbi-embed-url-error')).toHaveText('Embed URL zorunludur.');
  await expect(page.getByTestId('powerbi-access-token-error')).toHaveText("Erişim token'ı boş olamaz.");
  await expect(page.getByTestId('powerbi-report-id-error')).toHaveText('Rapor ID zorunludur.');
  await expect(page.getByTestId('powerbi-group-id-error')).toHaveCount(0);
  await snap(page, 'powerbi-required');

  // What powerbi-client would throw on synchronously is said on the field; the page stays.
  const cases = [
    {
      embedUrl: 'https://example.com/reportEmbed?reportId=1',
      error: 'Embed URL bir Power BI adresi olmalıdır',
    },
    {
      embedUrl: 'http://app.powerbi.com/reportEmbed?reportId=1',
      error: 'Embed URL https:// ile başlamalıdır.',
    },
    { embedUrl: `${EMBED_URL}&x=autoAuth%3Dtrue`, error: 'autoAuth=true içeren' },
  ];
  for (const c of cases) {
    await fillSetup(page, { embedUrl: c.embedUrl, token: TOKEN, reportId: 'r1' });
    await expect(page.getByTestId('powerbi-embed-url-error')).toContainText(c.error);
    await expect(f.embedUrl).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('iframe')).toHaveCount(0);
  }
  await snap(page, 'powerbi-autoauth-error');
  await fillSetup(page, { embedUrl: EMBED_URL, token: '  \n  ', reportId: 'r1' });
  await expect(page.getByTestId('powerbi-access-token-error')).toHaveText("Erişim token'ı boş olamaz.");
  await expect(page.getByTestId('powerbi-embed-url-error')).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(fake.loads()).toBe(0);

  // A valid configuration: the overlay shows, the fake answers load with 202 and posts loaded/rendered.
  await fillSetup(page, {
    embedUrl: EMBED_URL,
    token: `${TOKEN.slice(0, 20)}\n${TOKEN.slice(20)}`,
    reportId: 'f6bfd646-b718-44dc-a378-b73e6b528204',
    groupId: 'be8908da-da25-452e-b220-163f52476cdd',
  });
  const area = page.getByTestId('powerbi-report-area');
  await expect(area).toBeVisible();
  expect((await area.boundingBox())?.height).toBe(800);
  await expect(page.getByTestId('powerbi-loading')).toHaveCount(0);
  await expect(page.frameLocator('iframe').locator('#report')).toContainText('f6bfd646');
  await expect(page.locator('iframe[title="Power BI raporu"]')).toHaveCount(1); // its accessible name
  const load = (await receivedByFake(page)).find((m) => m.url === '/report/load');
  expect(load?.method).toBe('POST');
  expect(load?.body).toMatchObject({
    type: 'report',
    id: 'f6bfd646-b718-44dc-a378-b73e6b528204',
    groupId: 'be8908da-da25-452e-b220-163f52476cdd',
    accessToken: TOKEN, // the line break of the paste is gone
    tokenType: 1, // models.TokenType.Embed
    settings: {
      panes: { filters: { visible: true, expanded: false }, pageNavigation: { visible: true } },
      background: 1, // models.BackgroundType.Transparent
      layoutType: 1, // models.LayoutType.Custom
      customLayout: { displayOption: 1 }, // models.DisplayOption.FitToWidth
    },
  });
  await snap(page, 'powerbi-report-loaded');
  // 'Refresh' loads the report again in the same frame; the overlay clears on its events.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect
    .poll(async () => (await receivedByFake(page)).filter((m) => m.url === '/report/load').length)
    .toBe(2);
  await expect(page.getByTestId('powerbi-loading')).toHaveCount(0);
  expect(fake.loads()).toBe(1);

  // A reload restores it (local storage); Reset returns to the form without removing the stored copy.
  await page.reload();
  await expect(page.frameLocator('iframe').locator('#report')).toContainText('f6bfd646');
  await page.getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Power BI Ayarları' });
  await expect(dialog.getByLabel('Report ID')).toHaveValue('f6bfd646-b718-44dc-a378-b73e6b528204');
  await snap(page, 'powerbi-settings');
  await dialog.getByRole('button', { name: 'Reset Configuration' }).click();
  await expect(dialog).toBeHidden();
  await expect(setupForm(page).form).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('kalite-asistani.powerbi-config'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ reportId: 'f6bfd646-b718-44dc-a378-b73e6b528204' });
  await page.reload();
  await expect(page.getByTestId('powerbi-report-area')).toBeVisible();
  await expect(page.frameLocator('iframe').locator('#report')).toContainText('f6bfd646');

  // The same user in another browser (empty local storage) gets it from the server.
  const other = await signedInContext(browser, baseURL, DEMO.bakim);
  await routeFakeReport(other.page);
  await other.page.goto('/calculations/powerbi');
  await expect(other.page.frameLocator('iframe').locator('#report')).toContainText('f6bfd646');
  await other.context.close();

  // The next person on this browser does not get bakim's copy (nor the token pasted into it).
  await page.context().clearCookies();
  await logIn(page, DEMO.admin);
  await page.goto('/calculations/powerbi');
  await expect(setupForm(page).form).toBeVisible();
  await expect(setupForm(page).token).toHaveValue('');
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('the error event shows the Turkish message; an expired pasted token asks for a new one', async ({
  page,
}) => {
  await routeFakeReport(page);
  await logIn(page, DEMO.kalip);
  await page.goto('/?dashboard=1');
  await expect(page).toHaveTitle(/Power BI Dashboard/);
  await fillSetup(page, { embedUrl: `${EMBED_URL}&fake=error`, token: TOKEN, reportId: 'r-error' });
  await expect(page.getByTestId('powerbi-error')).toContainText('Power BI raporu yüklenirken hata oluştu.');
  await expect(page.getByTestId('powerbi-loading')).toHaveCount(0);
  await expect(page.getByTestId('powerbi-token-expired')).toHaveCount(0);
  await snap(page, 'powerbi-load-error');

  await page.getByTestId('powerbi-error').getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Power BI Ayarları' });
  await dialog.getByLabel('Embed URL').fill(`${EMBED_URL}&fake=expired`);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('powerbi-token-expired')).toContainText("erişim token'ının süresi doldu");
  await expect(page.getByTestId('powerbi-loading')).toHaveCount(0);
  expect(fakeReportFrame(page)).toBeDefined();
  await snap(page, 'powerbi-token-expired');

  // The landing toggle hides and shows the same dashboard by its URL.
  await page.getByTestId('dashboard-toggle').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('powerbi-dashboard')).toHaveCount(0);
});

test("'Load Demo' shows figures computed from the database that follow a completed task live", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, DEMO.kalite);
  await page.goto('/');
  await page.getByTestId('dashboard-toggle').click();
  await expect(page).toHaveURL(/dashboard=1/);
  await setupForm(page).demo.click();
  await expect(page.getByTestId('powerbi-demo-note')).toHaveText(
    'Demo konfigürasyonu yüklendi. Gerçek Power BI raporu için kendi bilgilerinizi girin.',
  );
  const demo = page.getByTestId('powerbi-demo');
  await expect(demo).toContainText("Kalite Asistanı'nın kendi verilerinden");
  await expect(page.getByTestId('demo-total-tasks')).not.toHaveText('127');
  await expect(page.getByTestId('demo-completion-rate')).not.toHaveText('%89');
  await expect(page.locator('iframe')).toHaveCount(0);

  const stats = await (await page.request.get('/api/tasks/stats')).json();
  await expect(page.getByTestId('demo-total-tasks')).toHaveText(String(stats.totals.total));
  await expect(page.getByTestId('demo-completion-rate')).toHaveText(`%${stats.completionRate}`);
  await snap(page, 'powerbi-demo');

  // A task created and completed elsewhere: the figures change without a reload.
  const me = (await (await page.request.get('/api/auth/me')).json()).user;
  const created = await page.request.post('/api/tasks', {
    data: { title: uniqueName('Power BI demo'), assigneeId: me.id, dueDate: '2099-01-01' },
  });
  expect(created.status()).toBe(201);
  const task = await created.json();
  await expect(page.getByTestId('demo-total-tasks')).toHaveText(String(stats.totals.total + 1));
  for (const status of ['in_progress', 'review', 'completed']) {
    expect((await page.request.patch(`/api/tasks/${task.id}`, { data: { status } })).status()).toBe(200);
  }
  const completed = stats.totals.completed + 1;
  await expect(demo).toContainText(`${completed} görev tamamlandı`);
  await expect(page.getByTestId('demo-completion-rate')).toHaveText(
    `%${Math.round((completed / (stats.totals.total + 1)) * 100)}`,
  );
  await snap(page, 'powerbi-demo-after-completion');
});

test('the dashboard in English: labels, messages and the demo', async ({ page }) => {
  await logIn(page, await signUpViaApi(page, uniqueName('pbi-en').toLowerCase(), 'Jane Doe'));
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu').getByRole('button', { name: 'English', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.goto('/calculations/powerbi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'How to configure it' })).toBeVisible();
  await fillSetup(page, { embedUrl: `${EMBED_URL}&x=autoAuth%3Dtrue`, token: '', reportId: '' });
  await expect(page.getByTestId('powerbi-required-alert')).toHaveText('Please fill in all required fields!');
  await expect(page.getByTestId('powerbi-embed-url-error')).toContainText('autoAuth=true are not supported');
  await expect(page.getByTestId('powerbi-access-token-error')).toHaveText(
    'The access token cannot be empty.',
  );
  await snap(page, 'powerbi-english-form');
  await setupForm(page).demo.click();
  await expect(page.getByTestId('powerbi-demo-note')).toHaveText(
    'Demo configuration loaded. Enter your own details for a real Power BI report.',
  );
  await expect(page.getByTestId('powerbi-demo')).toContainText("computed from Kalite Asistanı's own data");
  await expect(page.getByTestId('powerbi-demo')).toContainText('Total tasks');
});

test("a 'Website or portal' link is taken as it is pasted; an unreachable report ends its spinner; 'Kayıtlı yapılandırmayı sil' forgets both copies", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The plant's firewall: app.powerbi.com never answers, so powerbi-client gets no event at all.
  await page.route('https://app.powerbi.com/reportEmbed**', (route) => route.abort('internetdisconnected'));
  await logIn(page, DEMO.proses);
  await page.goto('/calculations/powerbi');
  const f = setupForm(page);
  await expect(f.form).toBeVisible();

  // File → Embed report → Website or portal: the link carries autoAuth and ctid; Report ID comes from it.
  await f.embedUrl.fill(`${EMBED_URL}&autoAuth=true&ctid=72f988bf-86f1-41af-91ab-2d7cd011db47`);
  await expect(f.form).toContainText('autoAuth, ctid');
  await f.token.fill(TOKEN);
  await expect(f.reportId).toHaveValue('f6bfd646-b718-44dc-a378-b73e6b528204');
  await f.save.click();
  const started = Date.now();
  await expect(page.getByTestId('powerbi-loading')).toBeVisible();

  // POWERBI_LOAD_TIMEOUT_SECONDS is 8 on the e2e server (30 by default).
  await expect(page.getByTestId('powerbi-load-timeout')).toContainText('8 saniye içinde yüklenmedi', {
    timeout: 30_000,
  });
  expect(Date.now() - started).toBeGreaterThanOrEqual(7_000);
  await expect(page.getByTestId('powerbi-loading')).toHaveCount(0);
  await expect(page.getByTestId('powerbi-error')).toContainText('Power BI raporu yüklenirken hata oluştu.');
  await snap(page, 'powerbi-load-timeout');
  const stored = await page.request.get('/api/powerbi/user-config');
  expect((await stored.json()).config.embedUrl).toBe(EMBED_URL);

  // Settings → 'Kayıtlı yapılandırmayı sil' (asked first) forgets this browser's and the server's copy.
  await page.getByTestId('powerbi-error').getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Power BI Ayarları' });
  await dialog.getByRole('button', { name: 'Kayıtlı yapılandırmayı sil' }).click();
  await page
    .getByRole('dialog', { name: 'Kayıtlı yapılandırmayı sil' })
    .getByRole('button', { name: 'Kayıtlı yapılandırmayı sil' })
    .click();
  await expect(page.getByTestId('powerbi-forgotten')).toBeVisible();
  await expect(setupForm(page).form).toBeVisible();
  expect((await (await page.request.get('/api/powerbi/user-config')).json()).config).toBeNull();
  await page.reload();
  await expect(setupForm(page).form).toBeVisible();
  await expect(setupForm(page).embedUrl).toHaveValue('');
});
