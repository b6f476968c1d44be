import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test';
import { DEMO, uniqueName } from './support/accounts';
import { signedInContext } from './support/login';
import { snap } from './support/screenshots';

// Work tracking: a task created by one person (kalite) reaches the assignee (kalip) live — list,
// bell, dashboard — without a reload; the assignee moves it across the board to completed with the
// keyboard, the mouse and the move buttons; screenshots of list, board, dashboard and team workload.

/** 'YYYY-MM-DD' n days from today in Istanbul (the browsers run in Europe/Istanbul). */
function isoInDays(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

async function statValue(page: Page, testId: string): Promise<number> {
  return Number(await page.getByTestId(testId).textContent());
}

async function unreadCount(page: Page): Promise<number> {
  const badge = page.getByTestId('unread-count');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

const column = (page: Page, status: string) => page.getByTestId(`column-${status}`);
const cardIn = (scope: Locator | Page, title: string) =>
  scope.getByTestId('task-card').filter({ hasText: title });

test('a task travels from one colleague to another live, across the board to completed', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const title = `Kalıp çapak kontrolü ${uniqueName('e2e')}`;
  const kalite = await signedInContext(browser, baseURL, DEMO.kalite);
  const kalip = await signedInContext(browser, baseURL, DEMO.kalip);
  const a = kalite.page;
  const b = kalip.page;

  // The assignee watches the dashboard; their figures and bell must change by themselves.
  await b.goto('/work/dashboard');
  await expect(b.getByTestId('task-dashboard')).toBeVisible();
  const totalBefore = await statValue(b, 'stat-total');
  const todoBefore = await statValue(b, 'stat-todo');
  const unreadBefore = await unreadCount(b);
  await expect(b.getByTestId('recent-activities')).toBeVisible();

  // The creator's list: demo data, Turkish-aware search, the empty state.
  await a.goto('/work/tasks');
  await expect(a.getByRole('heading', { name: 'İş Takip Listem' })).toBeVisible();
  // The list opens on the creator's own tasks; the journey follows the whole team's.
  await a.getByTestId('task-scope').getByRole('button', { name: 'Tüm ekip' }).click();
  await expect(a.getByTestId('task-card').first()).toBeVisible();
  await expect(a.getByTestId('overdue-badge').first()).toBeVisible();
  await a.getByLabel('Görevlerde ara').fill('sikayet capak');
  await expect(cardIn(a, '8D raporu')).toBeVisible();
  await expect(a.getByTestId('task-count')).toHaveText('1 görev');
  await a.getByLabel('Görevlerde ara').fill('böyle bir görev yok');
  await expect(a.getByText('Görev Bulunamadı')).toBeVisible();
  await expect(a.getByText('Arama kriterlerinizi değiştirmeyi deneyin.')).toBeVisible();
  await a.getByLabel('Görevlerde ara').fill('');
  await a.getByLabel('Öncelik filtresi').selectOption({ label: 'Kritik' });
  await expect(a.getByTestId('task-card').first()).toContainText('Kritik');
  await a.getByLabel('Öncelik filtresi').selectOption({ label: 'Tüm Öncelikler' });

  // New task: the required-fields message, then every field of the spec.
  await a.getByRole('button', { name: 'Yeni Görev' }).click();
  const modal = a.getByRole('dialog', { name: 'Yeni Görev Oluştur' });
  await expect(modal.getByLabel('Tahmini Süre (saat)')).toHaveValue('8');
  await expect(modal.getByLabel('Öncelik')).toHaveValue('medium');
  await modal.getByRole('button', { name: 'Görev Oluştur' }).click();
  // The message sits under the first missing field, which gets focus.
  await expect(modal.getByTestId('field-error')).toHaveText('Lütfen zorunlu alanları doldurun!');
  await expect(modal.getByLabel('Görev Başlığı *')).toBeFocused();
  await expect(modal.getByLabel('Görev Başlığı *')).toHaveAttribute('aria-invalid', 'true');
  await modal.getByLabel('Görev Başlığı *').fill(title);
  await modal.getByLabel('Açıklama').fill('K-118 kalıbında çapak: ayırma yüzeyi ve havalandırma kontrolü.');
  await modal
    .getByLabel('Sorumlu Kişi *')
    // Name — position · department: the picker shows who the person is, not only the role.
    .selectOption({ label: `${DEMO.kalip.fullName} — ${DEMO.kalip.role} · Mühendislik` });
  // The date is typed as Turkish writes it (gg.aa.yyyy), whatever the browser's locale.
  await modal.getByLabel('Bitiş Tarihi *').fill(isoInDays(2).split('-').reverse().join('.'));
  await modal.getByLabel('Öncelik').selectOption({ label: 'Yüksek' });
  await modal.getByLabel('Tahmini Süre (saat)').fill('12,5');
  const tagInput = modal.getByLabel('Etiketler');
  await tagInput.fill('  PPAP ');
  await tagInput.press('Enter');
  await tagInput.fill('ppap');
  await modal.getByRole('button', { name: 'Ekle' }).click();
  await tagInput.fill('Cpk');
  await modal.getByRole('button', { name: 'Ekle' }).click();
  await tagInput.fill('Silinecek');
  await tagInput.press('Enter');
  await modal.getByRole('button', { name: 'Silinecek etiketini kaldır' }).click();
  await expect(modal.getByTestId('tag-list').getByRole('listitem')).toHaveText(['PPAP', 'Cpk']);
  await snap(a, 'new-task-modal');
  await modal.getByRole('button', { name: 'Görev Oluştur' }).click();
  await expect(a.getByTestId('task-created')).toHaveText('Görev başarıyla eklendi!');
  const created = cardIn(a, title);
  await expect(created).toContainText('Yüksek');
  await expect(created).toContainText('0 / 12,5 saat');
  await expect(created).toContainText('Genel');
  await snap(a, 'task-list');

  // The assignee, without reloading: dashboard figures, bell count, notification linking to the task.
  await expect.poll(() => statValue(b, 'stat-total'), { timeout: 20_000 }).toBe(totalBefore + 1);
  await expect.poll(() => statValue(b, 'stat-todo')).toBe(todoBefore + 1);
  await expect(b.getByTestId('recent-activities')).toContainText(title);
  await expect.poll(() => unreadCount(b), { timeout: 20_000 }).toBe(unreadBefore + 1);
  await snap(b, 'task-dashboard');
  await b.getByTestId('notification-bell').click();
  const note = b.getByTestId('notification-list').getByRole('link', { name: new RegExp(title) });
  await expect(note).toContainText('Ayşe Çelik size yeni bir görev atadı');
  await note.click();
  await expect(b).toHaveURL(/\/work\/tasks\?task=[0-9a-f-]{36}/);
  const detail = b.getByRole('dialog', { name: title });
  await expect(detail.getByTestId('task-detail')).toBeVisible();
  await detail.getByRole('button', { name: 'Kapat' }).click();

  // The board: keyboard drag (Space, →, Space), mouse drag, then the move button.
  await b.goto('/work/tasks?view=board');
  const todoCard = cardIn(column(b, 'todo'), title);
  await expect(todoCard).toBeVisible();
  await todoCard.getByTestId('drag-handle').focus();
  await b.keyboard.press('Space');
  // Picked up: the screen reader hears where the card is (over its own column first).
  await expect(b.getByText(`"${title}" görevi Yapılacak sütununun üzerinde.`)).toBeAttached();
  await b.keyboard.press('ArrowRight');
  await expect(b.getByText(`"${title}" görevi Devam Ediyor sütununun üzerinde.`)).toBeAttached();
  await b.keyboard.press('Space');
  await expect(cardIn(column(b, 'in_progress'), title)).toBeVisible();

  const handle = cardIn(column(b, 'in_progress'), title).getByTestId('drag-handle');
  const from = await handle.boundingBox();
  const to = await column(b, 'review').boundingBox();
  if (!from || !to) throw new Error('board not laid out');
  await b.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await b.mouse.down();
  await b.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 4 });
  await b.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 15 });
  await b.mouse.up();
  await expect(cardIn(column(b, 'review'), title)).toBeVisible();
  await snap(b, 'task-board');

  await cardIn(column(b, 'review'), title)
    .getByRole('button', { name: `"${title}" görevini Tamamlandı durumuna taşı` })
    .click();
  const done = cardIn(column(b, 'completed'), title);
  await expect(done).toBeVisible();
  await expect(cardIn(column(b, 'review'), title)).toHaveCount(0);

  // The creator saw every move live and was told about the completion.
  await expect(created.getByTestId('status-badge')).toHaveText('Tamamlandı', { timeout: 20_000 });
  await a.getByTestId('notification-bell').click();
  await expect(a.getByTestId('notification-list')).toContainText(
    `Mehmet Demir "${title}" görevini tamamladı`,
  );

  await kalite.context.close();
  await kalip.context.close();
});

test('a move that skips a step is refused on the board; team workload cards open', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { page, context } = await signedInContext(browser, baseURL, DEMO.admin);
  await page.goto('/work/tasks?view=board&scope=all');
  const card = column(page, 'todo').getByTestId('task-card').first();
  await expect(card).toBeVisible();
  await card.getByTestId('drag-handle').focus();
  // Each key waits for the screen-reader announcement, as in the journey above: a key pressed before
  // the drag has started would be lost.
  await page.keyboard.press('Space');
  await expect(page.getByText(/görevi Yapılacak sütununun üzerinde\./)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(/görevi Devam Ediyor sütununun üzerinde\./)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(/görevi İncelemede sütununun üzerinde\./)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('move-error')).toContainText('doğrudan geçilemez');

  await page.goto('/work/team');
  await expect(page.getByTestId('capacity')).toHaveText('Haftalık kapasite: 40 saat');
  const member = page.getByTestId('member-card').filter({ hasText: DEMO.kalite.fullName });
  await expect(member.getByTestId('workload-value')).toHaveText(/%\d+/);
  await member.getByRole('button', { name: `${DEMO.kalite.fullName}: görevleri göster` }).click();
  await expect(member.getByTestId('member-tasks')).toContainText('Mevcut Görevler');
  await expect(member.getByTestId('member-tasks').getByRole('listitem').first()).toBeVisible();
  await expect(page.getByTestId('distribution-bars').getByRole('listitem')).not.toHaveCount(0);
  await snap(page, 'team-workload');
  await context.close();
});
