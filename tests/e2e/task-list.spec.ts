import { expect, type Locator, test } from '@playwright/test';
import { DEMO, uniqueName } from './support/accounts';
import { logIn, signedInContext, signUpViaApi } from './support/login';
import { snap } from './support/screenshots';

// 'İş Takip Listem' is the user's own list: it opens on 'Bana atananlar', 'Tüm ekip' is one click
// away and the browser's Back and Forward walk between them; search finds tags ('#spc') and
// assignee names; scope, search and filters stay in the URL across a reload.

/** Every shown card (at least one) has `text`: polled, since the list changes as the answer lands. */
async function allCardsShow(cards: Locator, text: string): Promise<void> {
  await expect
    .poll(async () => {
      const n = await cards.count();
      return n > 0 && n === (await cards.filter({ hasText: text }).count());
    })
    .toBe(true);
}

test("opens on 'Bana atananlar', switches to 'Tüm ekip' and back through the history, finds '#tag' and names", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { page, context } = await signedInContext(browser, baseURL, DEMO.kalip);
  const cards = page.getByTestId('task-card');
  const scope = page.getByTestId('task-scope');
  const mine = scope.getByRole('button', { name: 'Bana atananlar' });
  const team = scope.getByRole('button', { name: 'Tüm ekip' });

  await page.goto('/work/tasks');
  await expect(mine).toHaveAttribute('aria-pressed', 'true');
  // Every card of 'mine' is assigned to the signed-in Mehmet Demir.
  await allCardsShow(cards, DEMO.kalip.fullName);
  await expect(cards.filter({ hasText: DEMO.kalite.fullName })).toHaveCount(0);
  await snap(page, 'task-list-mine');

  await team.click();
  await expect(page).toHaveURL(/\/work\/tasks\?scope=all$/);
  await expect(team).toHaveAttribute('aria-pressed', 'true');
  await expect(cards.filter({ hasText: DEMO.kalite.fullName }).first()).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/work\/tasks$/);
  await expect(mine).toHaveAttribute('aria-pressed', 'true');
  await expect(cards.filter({ hasText: DEMO.kalite.fullName })).toHaveCount(0);
  await page.goForward();
  await expect(team).toHaveAttribute('aria-pressed', 'true');
  await expect(cards.filter({ hasText: DEMO.kalite.fullName }).first()).toBeVisible();

  // '#spc' is the SPC tag: the SPC training (Zeynep Şahin) and the Cpk study (Ayşe Çelik).
  const search = page.getByLabel('Görevlerde ara');
  await search.fill('#spc');
  await expect(page).toHaveURL(/q=%23spc/);
  await expect(page.getByTestId('task-count')).toHaveText('2 görev');
  await expect(cards.filter({ hasText: 'SPC eğitimi' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'Cpk çalışması' })).toHaveCount(1);
  await snap(page, 'task-list-tag-search');

  // An assignee's name, typed without Turkish letters, on an English keyboard.
  await search.fill('zeynep sahin');
  await expect(page).toHaveURL(/q=zeynep\+sahin/);
  await allCardsShow(cards, DEMO.egitim.fullName);

  // The scope, search and an assignee filter survive a reload.
  await search.fill('');
  await expect(page).not.toHaveURL(/q=/);
  await page.getByLabel('Sorumlu filtresi').selectOption({ label: DEMO.bakim.fullName });
  await expect(page).toHaveURL(/assignee=[0-9a-f-]{36}/);
  await page.reload();
  await expect(team).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Sorumlu filtresi')).toHaveValue(/[0-9a-f-]{36}/);
  await allCardsShow(cards, DEMO.bakim.fullName);

  // Filtering to nothing suggests changing the search; an empty scope without filters does not.
  await search.fill('böyle bir görev yok');
  await expect(page.getByText('Görev Bulunamadı')).toBeVisible();
  await expect(page.getByText('Arama kriterlerinizi değiştirmeyi deneyin.')).toBeVisible();
  await context.close();
});

test('a new colleague with no tasks sees where the team\'s are, not "change your search"', async ({
  page,
}) => {
  const account = await signUpViaApi(page, uniqueName('yeni'), 'Deniz Yıldız');
  await logIn(page, account);
  await page.goto('/work/tasks');
  await expect(page.getByText('Size atanmış görev yok')).toBeVisible();
  await expect(page.getByText("Ekibin görevleri 'Tüm ekip' sekmesinde.")).toBeVisible();
  await expect(page.getByText('Görev Bulunamadı')).toHaveCount(0);
  await expect(page.getByText('Arama kriterlerinizi değiştirmeyi deneyin.')).toHaveCount(0);
  await snap(page, 'task-list-empty-mine');
  await page.getByTestId('task-scope').getByRole('button', { name: 'Tüm ekip' }).click();
  await expect(page.getByTestId('task-card').first()).toBeVisible();
});
