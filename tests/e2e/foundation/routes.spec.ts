import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { DEMO } from '../support/accounts';
import { MODE_ORDER, type ModeId, modeTabs, TR } from '../support/app-text';
import { loginForm, logIn } from '../support/login';
import { snap } from '../support/screenshots';

// Every mode and tab has a real URL: a direct visit (refresh), the browser's back button and a
// signed-out visit with ?next= all land on the right screen.

// The mode's own tab bar (a screen may have tabs of its own inside, e.g. settings sub-tabs).
const tabBar = (page: Page, mode: ModeId) =>
  page.getByRole('navigation', { name: TR.modes[mode].title, exact: true }).getByRole('tablist');

async function expectOnTab(page: Page, mode: ModeId, tabLabel: string) {
  const selected = tabBar(page, mode).locator('[role="tab"][aria-selected="true"]');
  await expect(selected).toHaveCount(1);
  await expect(selected).toHaveText(tabLabel);
  await expect(page.getByTestId('header-subtitle')).toHaveText(TR.modes[mode].subtitle);
}

for (const mode of MODE_ORDER) {
  test(`every tab of ${mode} opens by its URL with the right tab and subtitle`, async ({ page }) => {
    await logIn(page, DEMO.kalite);
    const tabs = modeTabs(mode);
    for (const tab of tabs) {
      await page.goto(`/${mode}/${tab.id}`);
      await expect(page).toHaveURL(new RegExp(`/${mode}/${tab.id}$`));
      await expectOnTab(page, mode, tab.label);
      await expect(tabBar(page, mode).getByRole('tab')).toHaveText(tabs.map((t) => t.label));
      await expect(page.getByTestId('back-button')).toBeVisible();
    }
    // The bare mode URL opens its first tab.
    await page.goto(`/${mode}`);
    await expect(page).toHaveURL(new RegExp(`/${mode}/${tabs[0]?.id}$`));
    await expectOnTab(page, mode, tabs[0]?.label ?? '');
    if (mode === 'calculations') await snap(page, 'mode-tab');
  });
}

test('the spec tab names of 8D, work and calculations', async ({ page }) => {
  await logIn(page, DEMO.kalite);
  const expected = {
    '8d': ['Problem Analizi', 'Dashboard', 'Rapor Geçmişi', 'Ayarlar'],
    work: ['İş Takip Listem', 'Dashboard', 'Ekip Yoğunluğu', 'Ayarlar'],
    calculations: ['Cp/Cpk Hesaplama', 'Power BI Dashboard', 'Ayarlar'],
  } as const;
  for (const mode of ['8d', 'work', 'calculations'] as const) {
    await page.goto(`/${mode}`);
    await expect(tabBar(page, mode).getByRole('tab')).toHaveText([...expected[mode]]);
  }
});

test('the browser back and forward buttons move between tabs', async ({ page }) => {
  await logIn(page, DEMO.kalite);
  await page.goto('/8d/analysis');
  await tabBar(page, '8d').getByRole('tab', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/8d\/dashboard$/);
  await tabBar(page, '8d').getByRole('tab', { name: 'Rapor Geçmişi' }).click();
  await expect(page).toHaveURL(/\/8d\/history$/);
  await expectOnTab(page, '8d', 'Rapor Geçmişi');

  await page.goBack();
  await expect(page).toHaveURL(/\/8d\/dashboard$/);
  await expectOnTab(page, '8d', 'Dashboard');
  await page.goBack();
  await expect(page).toHaveURL(/\/8d\/analysis$/);
  await expectOnTab(page, '8d', 'Problem Analizi');
  await page.goForward();
  await expectOnTab(page, '8d', 'Dashboard');

  // Through the header too: back to landing, then the browser's back returns to the tab.
  await page.getByTestId('back-button').click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/8d\/dashboard$/);
  await expectOnTab(page, '8d', 'Dashboard');
});

test('a signed-out visit of /work/team goes to login and lands on /work/team after login', async ({
  page,
}) => {
  await page.goto('/work/team');
  await expect(page).toHaveURL(/\/login\?next=%2Fwork%2Fteam$/);
  const f = loginForm(page);
  await f.username.fill(DEMO.kalite.username);
  await f.password.fill(DEMO.kalite.password);
  await f.submit.click();
  await expect(page).toHaveURL(/\/work\/team$/);
  await expectOnTab(page, 'work', 'Ekip Yoğunluğu');
});

test('a ?next= pointing to another site is not followed', async ({ page }) => {
  await page.goto('/login?next=//evil.example/x');
  const f = loginForm(page);
  await f.username.fill(DEMO.kalite.username);
  await f.password.fill(DEMO.kalite.password);
  await f.submit.click();
  await expect(page.getByTestId('mode-cards')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('unknown addresses show "Sayfa bulunamadı" inside the shell', async ({ page }) => {
  await logIn(page, DEMO.kalite);
  for (const path of ['/foo/bar', '/8d/olmayan-sekme', '/a/b/c']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı' })).toBeVisible();
    await expect(page.getByTestId('user-menu-button')).toBeVisible();
  }
  await page.getByRole('link', { name: 'Ana sayfaya dön' }).last().click();
  await expect(page).toHaveURL(/\/$/);
});
