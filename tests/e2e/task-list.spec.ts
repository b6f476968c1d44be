import { expect, type Locator } from '@playwright/test';
import { test } from './support/test';
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

test("'Tablo': one row per task, kept in the URL, a row opens the task; on a phone it scrolls in its own box", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { page, context } = await signedInContext(browser, baseURL, DEMO.kalip);
  await page.setViewportSize({ width: 1280, height: 900 });
  const views = page.getByRole('group', { name: 'Görünüm' });
  const rows = page.getByTestId('task-row');

  // A task with more tags than a row shows: the hidden ones (read out to screen readers) must stay
  // inside the table's scroll box on a phone, not widen the page.
  const me = (await (await page.request.get('/api/auth/me')).json()).user;
  const tagged = await page.request.post('/api/tasks', {
    data: {
      title: uniqueName('Tablo etiketleri'),
      assigneeId: me.id,
      dueDate: '2099-01-01',
      tags: ['Kalıp', 'Bakım', 'Önleyici', 'Çevrim Süresi'],
    },
  });
  expect(tagged.status()).toBe(201);

  await page.goto('/work/tasks?scope=all');
  await expect(page.getByTestId('task-card').first()).toBeVisible();
  await views.getByRole('button', { name: 'Tablo' }).click();
  await expect(page).toHaveURL(/\/work\/tasks\?scope=all&view=table$/);
  await expect(page.getByTestId('task-card')).toHaveCount(0);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Öncelik',
    'Görev',
    'Durum',
    'Sorumlu',
    'Bitiş',
    'İlerleme',
    'Etiketler',
  ]);
  // The same tasks as the list: the count above agrees with the rows (the demo team has < 50).
  const count = Number((await page.getByTestId('task-count').textContent())?.match(/\d+/)?.[0]);
  await expect(rows).toHaveCount(count);
  await expect(rows.getByTestId('overdue-badge').first()).toBeVisible();
  await expect(rows.getByTestId('assignee-position').first()).toBeVisible();
  // Dense: a row is one line tall, far below a card's 200 px.
  expect((await rows.first().boundingBox())!.height).toBeLessThan(50);
  // At 1280 px every column fits: no sideways scrolling on a desktop.
  const box = page.getByTestId('task-table-scroll');
  expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  // The view survives a reload, like the other filters.
  await page.reload();
  await expect(views.getByRole('button', { name: 'Tablo' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows.first()).toBeVisible();
  await snap(page, 'task-table');

  // A click anywhere on a row opens that task; so does Enter on its title (Tab reaches it).
  const first = rows.first();
  const title = (await first.getByRole('rowheader').textContent())!;
  await first.getByTestId('status-badge').click();
  await expect(page).toHaveURL(/view=table&task=[0-9a-f-]{36}/);
  await expect(page.getByRole('dialog', { name: title }).getByTestId('task-detail')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await rows
    .nth(1)
    .getByRole('button', { name: /^Görevi aç: / })
    .focus();
  await page.keyboard.press('Enter');
  const second = (await rows.nth(1).getByRole('rowheader').textContent())!;
  await expect(page.getByRole('dialog', { name: second }).getByTestId('task-detail')).toBeVisible();
  await page.keyboard.press('Escape');

  // A phone: the page itself does not scroll sideways; the table does, inside its box, and its
  // title column stays at the box's left edge.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rows.first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await box.evaluate((el) => el.scrollTo({ left: 400 }));
  await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(300);
  const boxLeft = (await box.boundingBox())!.x;
  const titleLeft = (await rows.first().getByRole('rowheader').boundingBox())!.x;
  expect(Math.abs(titleLeft - boxLeft)).toBeLessThanOrEqual(2);
  await box.evaluate((el) => el.scrollTo({ left: 0 }));
  await snap(page, 'task-table-phone');
  await context.close();
});

test('the table speaks English: header labels and the view switch', async ({ page }) => {
  const account = await signUpViaApi(page, uniqueName('tablo'), 'John Smith');
  await logIn(page, account);
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu').getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.keyboard.press('Escape');
  await page.goto('/work/tasks?scope=all&view=table');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Table' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText([
    'Priority',
    'Task',
    'Status',
    'Assignee',
    'Due',
    'Progress',
    'Tags',
  ]);
  await expect(page.getByTestId('task-row').first()).toContainText('hours');
  await snap(page, 'task-table-english');
});
