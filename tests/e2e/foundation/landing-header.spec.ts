import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { DEMO, uniqueName } from '../support/accounts';
import { EN, TR } from '../support/app-text';
import { logIn, signUpViaApi } from '../support/login';
import { snap } from '../support/screenshots';
import { connectionWidget, feedbackControl } from '../support/shell';

// Landing screen after login, the header on every screen, the user menu and the language switch.

const subtitle = (page: Page) => page.getByTestId('header-subtitle');

test('after login the landing screen offers the five modes in order, the dashboard card, values and footer', async ({
  page,
}) => {
  await logIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Hangi modda çalışmak istersiniz?' })).toBeVisible();

  const cards = page.getByTestId('mode-cards').locator('[data-mode]');
  await expect(cards).toHaveCount(5);
  const modes = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-mode')));
  expect(modes).toEqual(['ai-auditor', 'work', '8d', 'reverse-fmea', 'calculations']);
  for (const mode of ['ai-auditor', 'work', '8d', 'reverse-fmea', 'calculations'] as const) {
    await expect(page.locator(`[data-mode="${mode}"]`)).toContainText(TR.modes[mode].title);
  }
  await expect(page.locator('[data-mode="8d"]')).toContainText('PPAP & 8D Analizi');

  const toggle = page.getByTestId('dashboard-toggle');
  await expect(toggle).toContainText("Power BI Dashboard'u Başlat");
  await expect(page.getByTestId('dashboard-panel')).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toContainText("Dashboard'u Gizle");
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  // Unconfigured: the setup form (tests/e2e/powerbi.spec.ts covers it), never a fake report.
  await expect(page.getByTestId('dashboard-panel').getByTestId('powerbi-setup-form')).toBeVisible();
  await expect(page.getByTestId('dashboard-panel').locator('iframe')).toHaveCount(0);
  await toggle.click();
  await expect(toggle).toContainText("Power BI Dashboard'u Başlat");
  await expect(page.getByTestId('dashboard-panel')).toHaveCount(0);

  for (const title of ['Hızlı ve Akıllı', 'Güvenli ve Güvenilir', 'Sürekli Gelişim']) {
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  }
  const footer = page.locator('main footer');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Kalite Asistanı. Tüm hakları saklıdır.`);
  await expect(footer).toContainText(TR.landing.credit);
  await expect(feedbackControl(page)).toHaveText('Beni Geliştir');
  await snap(page, 'landing');

  // A mode card leads to the mode's first tab.
  await page.locator('[data-mode="calculations"]').click();
  await expect(page).toHaveURL(/\/calculations\/capability$/);
});

test('the header: subtitle per mode, back button outside landing, 8D/work pill, AI Powered badge', async ({
  page,
}) => {
  await logIn(page, DEMO.kalip);
  await expect(subtitle(page)).toHaveText(TR.modes.landing.subtitle);
  await expect(page.getByTestId('back-button')).toHaveCount(0);
  await expect(page.getByText('AI Powered', { exact: true })).toBeVisible();

  const pill = page.getByTestId('mode-toggle');
  await expect(pill).toHaveText('İş Takip');
  await pill.click();
  await expect(page).toHaveURL(/\/work\/tasks$/);
  await expect(subtitle(page)).toHaveText(TR.modes.work.subtitle);
  await expect(pill).toHaveText('8D Analiz');
  await expect(page.getByText('AI Powered', { exact: true })).toBeVisible();

  await pill.click();
  await expect(page).toHaveURL(/\/8d\/analysis$/);
  await expect(subtitle(page)).toHaveText(TR.modes['8d'].subtitle);
  await expect(pill).toHaveText('İş Takip');
  await pill.click();
  await expect(page).toHaveURL(/\/work\/tasks$/);

  await page.getByTestId('back-button').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(subtitle(page)).toHaveText(TR.modes.landing.subtitle);
  await expect(page.getByTestId('back-button')).toHaveCount(0);
});

test('the user menu shows initials, role, status, last login (tr-TR) and authority rows', async ({
  page,
}) => {
  await logIn(page, DEMO.admin);
  const button = page.getByTestId('user-menu-button');
  await expect(button).toContainText('AY');
  await expect(button).toContainText('Ahmet Yılmaz');
  await expect(button).toContainText('Yönetici');
  await button.click();
  const menu = page.getByTestId('user-menu');
  await expect(menu).toBeVisible();
  await expect(menu).toContainText('AY');
  await expect(menu).toContainText('Ahmet Yılmaz');
  await expect(menu.getByText('Aktif', { exact: true })).toBeVisible();

  // The login just made is the last login, shown as dd.mm.yyyy hh:mm in Istanbul time.
  const me: { user: { lastLoginAt: string } } = await (await page.request.get('/api/auth/me')).json();
  const expected = new Intl.DateTimeFormat('tr-TR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(me.user.lastLoginAt));
  await expect(menu.getByTestId('last-login')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  await expect(menu.getByTestId('last-login')).toHaveText(expected);

  const row = (label: string) =>
    menu.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
  await expect(row('Son giriş')).toBeVisible();
  await expect(row('Yetki seviyesi').locator('dd')).toHaveText('Yönetici');
  await expect(row('Durum').locator('dd')).toHaveText('Aktif Kullanıcı');
  await expect(menu.getByRole('button', { name: 'Hesap Ayarları' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible();
  await snap(page, 'user-menu');

  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
});

test('a self-registered user has the default role as authority level', async ({ page }) => {
  const account = await signUpViaApi(page, uniqueName('rolsuz'), 'Kerem Ünal');
  await logIn(page, account);
  await page.getByTestId('user-menu-button').click();
  const menu = page.getByTestId('user-menu');
  await expect(menu).toContainText('KÜ');
  const authority = menu
    .locator('dl > div')
    .filter({ has: page.getByText('Yetki seviyesi', { exact: true }) });
  await expect(authority.locator('dd')).toHaveText('Kullanıcı');
});

test('switching the language to English changes the interface and persists across reload, then back to Turkish', async ({
  page,
}) => {
  // A fresh user: the language is a stored per-user preference that other specs must not inherit.
  const account = await signUpViaApi(page, uniqueName('dil'), 'Lale Güneş');
  await logIn(page, account);
  await expect(page.getByRole('heading', { name: TR.landing.question })).toBeVisible();

  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu').getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.getByRole('heading', { name: EN.landing.question })).toBeVisible();
  await expect(subtitle(page)).toHaveText(EN.modes.landing.subtitle);
  await expect(page.getByTestId('dashboard-toggle')).toContainText(EN.landing.startDashboard);
  await expect(connectionWidget(page).getByTestId('connection-status')).toHaveText(EN.connection.connected);

  await page.reload();
  await expect(page.getByRole('heading', { name: EN.landing.question })).toBeVisible();
  await expect(feedbackControl(page)).toHaveText(EN.feedback.open);
  await page.goto('/work/team');
  await expect(page.getByRole('tab', { name: EN.modes.work.tabs.team })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(subtitle(page)).toHaveText(EN.modes.work.subtitle);

  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu').getByRole('button', { name: 'Türkçe', exact: true }).click();
  await expect(subtitle(page)).toHaveText(TR.modes.work.subtitle);
  await expect(page.getByRole('tab', { name: TR.modes.work.tabs.team })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.reload();
  await expect(subtitle(page)).toHaveText(TR.modes.work.subtitle);
  await expect(feedbackControl(page)).toHaveText('Beni Geliştir');
});
