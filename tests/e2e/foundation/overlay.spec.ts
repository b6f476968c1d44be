import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { DEMO } from '../support/accounts';
import { logIn, signedInContext } from '../support/login';
import { connectionWidget } from '../support/shell';

// Top-right overlay: real presence (two people online), the notification bell, and 'share'.

const overlay = (page: Page) => page.getByTestId('collaboration-overlay');
// The avatar circle of one person (its wrapper's title lists every name, so match the span itself).
const avatar = (page: Page, fullName: string) => overlay(page).locator(`span[title="${fullName}"]`);

async function presenceCount(page: Page): Promise<number> {
  const text = (await overlay(page).getByTestId('presence-count').textContent()) ?? '';
  const match = /^(\d+) aktif$/.exec(text.trim());
  if (!match) throw new Error(`unexpected presence text: ${text}`);
  return Number(match[1]);
}

test('two people signed in see each other online; closing one browser lowers the count', async ({
  browser,
  baseURL,
}) => {
  const a = await signedInContext(browser, baseURL, DEMO.bakim);
  const b = await signedInContext(browser, baseURL, DEMO.egitim);
  try {
    for (const { page } of [a, b]) {
      await expect(avatar(page, DEMO.bakim.fullName)).toHaveText(DEMO.bakim.initials);
      await expect(avatar(page, DEMO.egitim.fullName)).toHaveText(DEMO.egitim.initials);
    }
    const online = await presenceCount(a.page);
    expect(online).toBeGreaterThanOrEqual(2);
    await expect(overlay(b.page).getByTestId('presence-count')).toHaveText(`${online} aktif`);
    // The connection widget's details count the same people.
    const onlineCount = (page: Page) => connectionWidget(page).getByTestId('online-count');
    await expect(onlineCount(a.page)).toHaveText(`${online} aktif kullanıcı`);
    await expect(onlineCount(b.page)).toHaveText(`${online} aktif kullanıcı`);

    await b.context.close();
    await expect(overlay(a.page).getByTestId('presence-count')).toHaveText(`${online - 1} aktif`);
    await expect(onlineCount(a.page)).toHaveText(`${online - 1} aktif kullanıcı`);
    await expect(avatar(a.page, DEMO.egitim.fullName)).toHaveCount(0);
    await expect(avatar(a.page, DEMO.bakim.fullName)).toBeVisible();
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test('the bell opens the notification dropdown with "Tümünü okundu işaretle"', async ({ page }) => {
  await logIn(page, DEMO.proses);
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  const dropdown = page.getByRole('dialog', { name: 'Bildirimler' });
  await expect(dropdown).toBeVisible();
  await expect(dropdown.getByRole('button', { name: 'Tümünü okundu işaretle' })).toBeVisible();
  const list = dropdown.getByTestId('notification-list');
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const empty = list.getByText('Henüz bildiriminiz yok.', { exact: true });
  // Other specs may have sent this user notifications; without any, the spec's empty text shows.
  if ((await empty.count()) === 0) await expect(list.getByRole('listitem')).not.toHaveCount(0);
  else await expect(list.getByRole('listitem')).toHaveCount(1);

  await page.keyboard.press('Escape');
  await expect(dropdown).toHaveCount(0);
  await bell.click();
  await expect(dropdown).toBeVisible();
  // A click outside, below the open dropdown (which hangs over the centre of the page's top).
  await page.getByRole('heading', { name: 'Hızlı ve Akıllı' }).click();
  await expect(dropdown).toHaveCount(0);
});

test('the share button copies the current screen address', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await logIn(page, DEMO.kalip);
  await page.goto('/work/dashboard?filtre=acik');
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('share-button').click();
  await expect(overlay(page).getByRole('status')).toHaveText('Bağlantı kopyalandı');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(page.url());
  expect(copied).toMatch(/\/work\/dashboard\?filtre=acik$/);
});
