import path from 'node:path';
import { expect, request } from '@playwright/test';
import { test } from './support/test';
import { DEMO } from './support/accounts';
import { logIn, signedInContext } from './support/login';
import { snap } from './support/screenshots';

// Ayarlar → Entegrasyonlar: the Power BI status card and service principal form, and the personal
// API tokens that Power BI Desktop's Web connector reads the feeds with (shown once, revocable).

const SECRET = 'Qx8Q~e2e.GizliAnahtar_0123456789abcdWxYz';

test('a Yönetici saves the service principal: the secret never reaches the page, the card shows the state', async ({
  page,
  browser,
  baseURL,
}) => {
  await logIn(page, DEMO.admin);
  await page.goto('/8d/settings?section=integrations');
  const card = page.getByTestId('integration-powerbi');
  await expect(card).toContainText('Yapılandırılmadı');

  const form = page.getByTestId('powerbi-settings-form');
  await form.getByLabel('Kiracı (tenant) kimliği').fill('contoso.onmicrosoft.com');
  await form.getByLabel('Uygulama (istemci) kimliği').fill('bir-guid-değil');
  await form.getByLabel('Varsayılan çalışma alanı kimliği').fill('7b1c4e0a-1f2d-4c3b-9a8e-5d6f7a8b9c0d');
  await form.getByLabel('İstemci gizli anahtarı').fill(SECRET);
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('powerbi-clientId-error')).toHaveText(
    'Uygulama (istemci) kimliği bir GUID olmalıdır (ör. 00000000-0000-0000-0000-000000000000)',
  );
  await form.getByLabel('Uygulama (istemci) kimliği').fill('3f2504e0-4f89-41d3-9a0c-0305e82c3301');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form.getByText('Ayarlar kaydedildi.')).toBeVisible();
  await expect(page.getByTestId('powerbi-secret-hint')).toContainText('••••WxYz');
  await expect(form.getByLabel('İstemci gizli anahtarı')).toHaveValue('');
  // No Azure AD is reachable from the test machine: the card names the cause, not 'not configured'.
  await expect(card).not.toContainText('Yapılandırılmadı', { timeout: 20_000 });
  await expect(card).toContainText('Hata');
  await page.reload();
  await expect(page.getByTestId('powerbi-settings-form')).toBeVisible();
  expect(await page.content()).not.toContain(SECRET);

  // Another user reads the settings without the secret and cannot save.
  const other = await signedInContext(browser, baseURL, DEMO.kalip);
  await other.page.goto('/8d/settings?section=integrations');
  const readOnly = other.page.getByTestId('powerbi-settings-form');
  await expect(readOnly).toContainText('Power BI hizmet sorumlusunu yalnızca Yönetici değiştirebilir.');
  await expect(readOnly.getByLabel('Kiracı (tenant) kimliği')).toHaveValue('contoso.onmicrosoft.com');
  await expect(readOnly.getByRole('button', { name: 'Kaydet' })).toHaveCount(0);
  expect(await other.page.content()).not.toContain(SECRET);
  await other.context.close();
});

test('a personal API token is shown once, reads a feed without a cookie, and is refused once revoked', async ({
  page,
  baseURL,
}) => {
  await logIn(page, DEMO.kalip);
  await page.goto('/8d/settings?section=integrations');
  const section = page.getByTestId('api-tokens');
  await expect(section.getByTestId('feed-urls')).toContainText('/api/feeds/tasks?format=csv&locale=tr');
  await section.getByRole('button', { name: 'Belirteç oluştur' }).click();
  await expect(section.getByTestId('api-token-name-error')).toHaveText(
    'Belirteç için bir ad girin (ör. "Power BI Desktop")',
  );
  await section.getByLabel('Belirteç adı').fill('Power BI Desktop – kalıphane');
  await section.getByRole('button', { name: 'Belirteç oluştur' }).click();
  const secret = (await section.getByTestId('api-token-secret').textContent()) ?? '';
  expect(secret).toMatch(/^kat_[A-Za-z0-9_-]{43}$/);
  await expect(section.getByTestId('api-token-row')).toContainText('hiç kullanılmadı');

  // Power BI Desktop's request: the Authorization header, no cookie.
  const connector = await request.newContext({ baseURL });
  const csv = await connector.get('/api/feeds/tasks?format=csv&locale=tr', {
    headers: { authorization: `Bearer ${secret}` },
  });
  expect(csv.status()).toBe(200);
  expect((await csv.body()).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(await csv.text()).toContain('id;title;status;statusLabel');
  expect(
    (await connector.get('/api/auth/me', { headers: { authorization: `Bearer ${secret}` } })).status(),
  ).toBe(401);

  // Shown once: after a reload only the prefix is listed, with the last use.
  await page.reload();
  await expect(section.getByTestId('api-token-row')).toContainText('son kullanım');
  await expect(section.getByTestId('api-token-secret')).toHaveCount(0);
  expect(await page.content()).not.toContain(secret);
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: path.join('docs', 'screenshots', 'ayarlar-api-belirtecleri.png') });
  await snap(page, 'settings-integrations-api-tokens');

  await section.getByRole('button', { name: 'Power BI Desktop – kalıphane belirtecini iptal et' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'İptal et' }).click();
  await expect(section.getByTestId('api-tokens-empty')).toBeVisible();
  const refused = await connector.get('/api/feeds/tasks', { headers: { authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
  await connector.dispose();
});
