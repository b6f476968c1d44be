import { expect } from '@playwright/test';
import { test } from '../support/test';
import { DEMO } from '../support/accounts';
import { likeButton, likeCount, openFeedback, visibleTotals } from '../support/feedback';
import { logIn, signedInContext } from '../support/login';
import { snap } from '../support/screenshots';

// 'Beni Geliştir': seeded samples, likes that persist, the spec alert, live updates between two
// people, and user text shown as text.

// The four demo samples, oldest last (newest first is the list order).
const SAMPLES = [
  { initials: 'M.A.', likes: 5, text: 'Analiz raporlarını Excel formatında' },
  { initials: 'E.K.', likes: 8, text: 'Mobil cihazlarda hat başında' },
  { initials: 'H.Y.', likes: 3, text: 'Kalıp bakım geçmişi ile 8D' },
  { initials: 'S.Ö.', likes: 12, text: 'Cp/Cpk sonuçlarını vardiya bazında' },
];

test('the dialog lists the four samples with their likes (the second liked by admin) and the footer totals', async ({
  page,
}) => {
  await logIn(page, DEMO.admin);
  const fb = await openFeedback(page);
  const count = await fb.items.count();
  expect(count).toBeGreaterThanOrEqual(4);
  // Suggestions posted by other tests are newer, so the samples are the last four, in seed order.
  for (const [i, sample] of SAMPLES.entries()) {
    const item = fb.items.nth(count - 4 + i);
    await expect(item).toContainText(sample.text);
    await expect(item).toContainText(sample.initials);
    await expect(likeCount(item)).toHaveText(String(sample.likes));
    await expect(likeButton(item)).toHaveAttribute('aria-pressed', i === 1 ? 'true' : 'false');
  }
  // Relative times of the seed: 30 minutes to 6 hours ago.
  await expect(fb.item(SAMPLES[0]?.text ?? '').locator('time')).toHaveText(/^\d+ (dakika|saat) önce$/);
  await expect(fb.item(SAMPLES[3]?.text ?? '').locator('time')).toHaveText(/^6 saat önce$/);

  const totals = await visibleTotals(fb.items);
  await expect(fb.footer).toHaveText(`${totals.count} öneri · toplam ${totals.likes} beğeni`);
  if (totals.count === 4) await expect(fb.footer).toHaveText('4 öneri · toplam 28 beğeni');
  await expect(fb.name).toHaveValue(DEMO.admin.fullName);
  await snap(page, 'feedback-dialog');

  await fb.dialog.getByRole('button', { name: 'Kapat' }).click();
  await expect(fb.dialog).toBeHidden();
});

test('like and unlike change the count by one and survive a reload', async ({ page }) => {
  await logIn(page, DEMO.kalip);
  let fb = await openFeedback(page);
  const target = () => fb.item(SAMPLES[0]?.text ?? '');
  await expect(likeButton(target())).toHaveAttribute('aria-pressed', 'false');
  const before = Number(await likeCount(target()).textContent());
  const totals = await visibleTotals(fb.items);

  await likeButton(target()).click();
  await expect(likeCount(target())).toHaveText(String(before + 1));
  await expect(likeButton(target())).toHaveAttribute('aria-pressed', 'true');
  await expect(likeButton(target())).toHaveAccessibleName('Beğeniyi geri al');
  await expect(fb.footer).toHaveText(`${totals.count} öneri · toplam ${totals.likes + 1} beğeni`);

  await page.reload();
  fb = await openFeedback(page);
  await expect(likeCount(target())).toHaveText(String(before + 1));
  await expect(likeButton(target())).toHaveAttribute('aria-pressed', 'true');

  await likeButton(target()).click();
  await expect(likeCount(target())).toHaveText(String(before));
  await expect(likeButton(target())).toHaveAttribute('aria-pressed', 'false');
  await expect(fb.footer).toHaveText(`${totals.count} öneri · toplam ${totals.likes} beğeni`);

  await page.reload();
  fb = await openFeedback(page);
  await expect(likeCount(target())).toHaveText(String(before));
  await expect(likeButton(target())).toHaveAttribute('aria-pressed', 'false');
});

test('an empty name or message shows the spec alert and posts nothing', async ({ page }) => {
  await logIn(page, DEMO.kalip);
  const fb = await openFeedback(page);
  const before = await fb.items.count();
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });

  await fb.name.fill('');
  await fb.message.fill('');
  await fb.submit.click();
  await expect.poll(() => alerts.length).toBe(1);

  await fb.name.fill('Mehmet Demir');
  await fb.message.fill('    ');
  await fb.submit.click();
  await expect.poll(() => alerts.length).toBe(2);

  await fb.name.fill('   ');
  await fb.message.fill('Geçerli bir mesaj');
  await fb.submit.click();
  await expect.poll(() => alerts.length).toBe(3);

  expect(alerts).toEqual(Array(3).fill('Lütfen isim ve mesaj alanlarını doldurun!'));
  await expect(fb.items).toHaveCount(before);
});

test('a suggestion posted by one person appears for another live, and likes travel too', async ({
  browser,
  baseURL,
}) => {
  const admin = await signedInContext(browser, baseURL, DEMO.admin);
  const kalite = await signedInContext(browser, baseURL, DEMO.kalite);
  try {
    const watcher = await openFeedback(kalite.page);
    const author = await openFeedback(admin.page);
    const before = await visibleTotals(watcher.items);
    const text = `Canlı öneri ${Date.now()}: vardiya raporu PDF olarak da alınabilsin.`;

    await author.message.fill(`  ${text}  `);
    await author.submit.click();
    await expect(author.items.first()).toContainText(text);
    await expect(author.message).toHaveValue('');

    // No reload in the watcher's browser: the change arrives over the WebSocket.
    const arrived = watcher.items.first();
    await expect(arrived).toContainText(text);
    await expect(arrived).toContainText('A.Y.');
    await expect(likeCount(arrived)).toHaveText('0');
    await expect(arrived.locator('time')).toHaveText('Az önce');
    await expect(watcher.footer).toHaveText(`${before.count + 1} öneri · toplam ${before.likes} beğeni`);
    // The message is stored trimmed.
    await expect(arrived.locator('p').first()).toHaveText(text);

    await likeButton(arrived).click();
    await expect(likeCount(arrived)).toHaveText('1');
    await expect(likeCount(author.items.first())).toHaveText('1');
    // The author did not like it: their own like state is kept.
    await expect(likeButton(author.items.first())).toHaveAttribute('aria-pressed', 'false');
  } finally {
    await admin.context.close();
    await kalite.context.close();
  }
});

test('HTML in a suggestion is shown as literal text, and names become Turkish initials', async ({ page }) => {
  await logIn(page, DEMO.kalite);
  const fb = await openFeedback(page);
  const payload = `<b>kalın</b><script>x</script> ${Date.now()}`;
  await fb.name.fill('şule ılgaz');
  await fb.message.fill(payload);
  await fb.submit.click();
  const item = fb.item(payload);
  await expect(item).toHaveCount(1);
  await expect(item.locator('p').first()).toHaveText(payload);
  await expect(item.locator('b, script')).toHaveCount(0);
  // 'ş' and 'ı' upper-case to 'Ş' and 'I' under Turkish rules.
  await expect(item).toContainText('Ş.I.');
});
