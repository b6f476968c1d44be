import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { DEMO, uniqueName } from './support/accounts';
import { signedInContext } from './support/login';
import { snap } from './support/screenshots';

// Dashboards that lead somewhere: a notification opens its task and is read; a dashboard number opens
// the task list filtered by URL parameters; the 8D trend's category opens the filtered history.
// Screenshots of both dashboards with their weekly trends.

/** The task list's URL filter parameters, in any order. */
async function expectListFilter(page: Page, expected: Record<string, string | RegExp>) {
  await expect(page).toHaveURL(/\/work\/tasks\?/);
  const params = Object.fromEntries(new URL(page.url()).searchParams);
  expect(Object.keys(params).sort()).toEqual(Object.keys(expected).sort());
  for (const [key, value] of Object.entries(expected)) {
    if (typeof value === 'string') expect(params[key]).toBe(value);
    else expect(params[key]).toMatch(value);
  }
}

async function unreadCount(page: Page): Promise<number> {
  const badge = page.getByTestId('unread-count');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

test('clicking a notification opens the task and marks the notification read', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const title = `Bildirim açma ${uniqueName('e2e')}`;
  const kalite = await signedInContext(browser, baseURL, DEMO.kalite);
  const kalip = await signedInContext(browser, baseURL, DEMO.kalip);
  try {
    const b = kalip.page;
    await b.goto('/work/dashboard');
    await expect(b.getByTestId('task-dashboard')).toBeVisible();
    const before = await unreadCount(b);
    const me = await b.request.get('/api/auth/me');
    const assigneeId = ((await me.json()) as { user: { id: string } }).user.id;
    const created = await kalite.page.request.post('/api/tasks', {
      data: { title, assigneeId, dueDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) },
    });
    expect(created.status()).toBe(201);
    await expect.poll(() => unreadCount(b), { timeout: 20_000 }).toBe(before + 1);

    await b.getByTestId('notification-bell').click();
    await b
      .getByTestId('notification-list')
      .getByRole('link', { name: new RegExp(title) })
      .click();
    await expect(b).toHaveURL(/\/work\/tasks\?task=[0-9a-f-]{36}/);
    await expect(b.getByRole('dialog', { name: title }).getByTestId('task-detail')).toBeVisible();
    // Read on the server too: the count stays down after a reload.
    await expect.poll(() => unreadCount(b), { timeout: 10_000 }).toBe(before);
    await b.reload();
    await expect(b.getByTestId('notification-bell')).toBeVisible();
    await expect.poll(() => unreadCount(b), { timeout: 10_000 }).toBe(before);
  } finally {
    await kalite.context.close();
    await kalip.context.close();
  }
});

test('task dashboard: weekly trend, and numbers drill down to the filtered task list', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { page, context } = await signedInContext(browser, baseURL, DEMO.admin);
  try {
    await page.goto('/work/dashboard');
    await expect(page.getByTestId('task-dashboard')).toBeVisible();
    const trend = page.getByTestId('task-trends');
    await expect(trend.locator('tbody tr')).toHaveCount(12);
    await expect(page.getByRole('heading', { name: 'Haftalık Eğilim' })).toBeVisible();
    await snap(page, 'task-dashboard-trends');

    await page.getByRole('link', { name: /^Geciken: listede göster/ }).click();
    await expectListFilter(page, { scope: 'all', overdue: '1' });
    await expect(page.getByRole('heading', { name: 'İş Takip Listem' })).toBeVisible();

    await page.goBack();
    await page.getByRole('link', { name: /^İncelemede: listede göster/ }).click();
    await expectListFilter(page, { scope: 'all', status: 'review' });

    await page.goBack();
    const person = page.getByTestId('member-drilldown').first();
    await person.click();
    await expectListFilter(page, { scope: 'all', status: 'open', assignee: /^[0-9a-f-]{36}$/ });

    await page.goto('/work/team');
    await expect(page.getByTestId('member-open-list').first()).toBeVisible();
    await snap(page, 'team-workload-links');
    await page.getByTestId('member-open-list').first().click();
    await expectListFilter(page, { scope: 'all', status: 'open', assignee: /^[0-9a-f-]{36}$/ });
  } finally {
    await context.close();
  }
});

test('8D dashboard: weekly trend by category and rating; a category or a week opens the filtered history', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { page, context } = await signedInContext(browser, baseURL, DEMO.kalite);
  try {
    await page.goto('/8d/dashboard');
    const trends = page.getByTestId('analysis-trends');
    await expect(trends).toBeVisible();
    await expect(page.getByTestId('analysis-trends-table').locator('tbody tr')).toHaveCount(12);
    await snap(page, '8d-dashboard-trends');
    await trends.locator('[data-testid="trend-category-link"][data-category="human"]').click();
    await expect(page).toHaveURL(/\/8d\/history\?category=insan$/);
    await expect(page.getByLabel('Kategori', { exact: false }).first()).toHaveValue('insan');

    // A week's bar opens that week's reports (Monday to Sunday, plant days) in the history.
    await page.goto('/8d/dashboard');
    await trends.locator('.recharts-bar-rectangle path').first().click();
    await expect(page).toHaveURL(/\/8d\/history\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    const from = new URL(page.url()).searchParams.get('from') ?? '';
    const [y, m, d] = from.split('-');
    await expect(page.getByLabel('Başlangıç tarihi')).toHaveValue(`${d}.${m}.${y}`);
    const listed = await page.getByTestId('history-count').textContent();
    await page.goBack();
    const weekRow = page
      .getByTestId('analysis-trends-table')
      .locator('tr', { has: page.locator(`a[href*="from=${from}"]`) });
    const counted = (await weekRow.locator('td').first().textContent()) ?? '';
    expect(Number(counted)).toBeGreaterThan(0);
    expect(listed).toContain(counted);
  } finally {
    await context.close();
  }
});
