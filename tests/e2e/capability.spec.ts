import fs from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { DEMO, type DemoAccount, uniqueName } from './support/accounts';
import { logIn, signUpViaApi } from './support/login';
import { snap } from './support/screenshots';

// Cp/Cpk calculator: manual entry, results and charts, CSV export and copy, a 10 000-value paste,
// file import, validation, and saving / reopening / deleting a study.

const PATH = '/calculations/capability';
// 30 measurements around the default nominal 100 (tolerance ±0,5), typed with decimal commas.
const VALUES = [
  '100,02',
  '99,98',
  '100,05',
  '99,95',
  '100,01',
  '100,03',
  '99,97',
  '100,00',
  '100,04',
  '99,96',
  '100,02',
  '99,99',
  '100,06',
  '99,94',
  '100,01',
  '100,02',
  '99,98',
  '100,03',
  '99,97',
  '100,00',
  '100,05',
  '99,95',
  '100,01',
  '99,99',
  '100,02',
  '100,04',
  '99,96',
  '100,00',
  '100,03',
  '99,97',
];

async function openCalculator(page: Page, account: DemoAccount = DEMO.kalite) {
  await logIn(page, account, `/login?next=${encodeURIComponent(PATH)}`);
  await page.goto(PATH);
  await expect(page.getByRole('heading', { name: 'Cp/Cpk Proses Yeterlilik Analizi' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Cp/Cpk Hesaplama' })).toHaveAttribute('aria-selected', 'true');
}

async function typeSlots(page: Page, values: readonly string[]) {
  for (const [i, value] of values.entries())
    await page.getByLabel(`Ölçüm ${i + 1}`, { exact: true }).fill(value);
}

const calculate = (page: Page) => page.getByRole('button', { name: 'Hesapla' }).click();
const results = (page: Page) => page.getByTestId('capability-results');

test('manual entry shows the figures, the class, the Minitab block and both charts', async ({ page }) => {
  await openCalculator(page);
  await expect(page.getByLabel('Nominal Değer')).toHaveValue('100');
  await expect(page.getByLabel('Üst Tolerans (+)')).toHaveValue('0,5');
  await expect(page.getByTestId('spec-limits')).toHaveText('USL: 100,500 · LSL: 99,500');
  // the spec's 0.001 step on the arrow keys
  await page.getByLabel('Alt Tolerans (-)').press('ArrowUp');
  await expect(page.getByLabel('Alt Tolerans (-)')).toHaveValue('0,501');
  await page.getByLabel('Alt Tolerans (-)').fill('0,5');

  await typeSlots(page, VALUES);
  await expect(page.getByTestId('measurement-count')).toHaveText('30 geçerli ölçüm değeri');
  await calculate(page);
  await expect(results(page)).toBeVisible();
  await expect(page.getByTestId('result-n')).toHaveText('30');
  // 4 decimals with a decimal comma
  await expect(page.getByTestId('result-mean')).toHaveText(/^100,0\d{3}$/);
  for (const id of ['result-sd', 'result-cp', 'result-cpk', 'result-cpk-upper', 'result-cpk-lower']) {
    await expect(page.getByTestId(id)).toHaveText(/^\d+,\d{4}$/);
  }
  await expect(page.getByTestId('result-class')).toContainText('Mükemmel');
  await expect(page.getByTestId('result-class')).toHaveAttribute('data-colour', 'green');
  await expect(page.getByTestId('result-class')).toContainText(
    'Proses mükemmel durumda. Mevcut durumu koruyun.',
  );
  await expect(page.getByTestId('minitab-block')).toContainText('Minitab tarzı istatistikler');
  await expect(page.getByTestId('within-sigma')).toHaveText(/^\d+,\d{4}$/);
  await expect(page.getByTestId('ad-p-value')).toHaveText(/^(< 0,005|\d,\d{3})$/);
  await expect(page.getByTestId('histogram-chart').locator('svg.recharts-surface')).toBeVisible();
  await expect(page.getByTestId('histogram-chart').getByText(/^LSL 99,5/)).toBeVisible();
  await expect(page.getByTestId('i-chart').locator('svg.recharts-surface')).toBeVisible();
  await expect(page.getByTestId('mr-chart').locator('svg.recharts-surface')).toBeVisible();
  await snap(page, 'capability-manual-results');
});

test('automatic mode generates 30 samples from the specification on a portrait tablet', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1280 });
  await openCalculator(page);
  await page.getByRole('radio', { name: 'Otomatik Oluştur' }).click();
  await calculate(page);
  await expect(page.getByTestId('result-n')).toHaveText('30');
  const generated = page.getByTestId('measurement-slots').locator('input');
  await expect(generated).toHaveCount(30);
  await expect(generated.first()).toHaveAttribute('readonly', '');
  await expect(generated.first()).toHaveValue(/^\d+(,\d{1,3})?$/);
  const values = () =>
    generated.evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value).join(' '));
  const first = await values();
  await calculate(page);
  // every press draws 30 new samples (all 30 repeating has a probability of practically zero)
  await expect.poll(values).not.toBe(first);
  await expect(page.getByTestId('result-n')).toHaveText('30');
  await snap(page, 'capability-automatic-tablet');
});

test('Excel exports a UTF-8 CSV with BOM, Turkish headers and decimal commas; Kopyala copies tab-separated', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openCalculator(page);
  await typeSlots(page, VALUES.slice(0, 10));
  await calculate(page);
  await expect(page.getByTestId('result-n')).toHaveText('10');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    results(page).getByRole('button', { name: 'Excel', exact: true }).click(),
  ]);
  // The date is the browser's (Europe/Istanbul in playwright.config.ts), not this process's.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  expect(download.suggestedFilename()).toBe(`CpCpk_Analizi_${today}.csv`);
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8').slice(1);
  const lines = text.split('\r\n');
  expect(lines[0]).toBe('Ölçüm No;Değer');
  expect(lines[1]).toBe('1;100,02');
  expect(lines[2]).toBe('2;99,98');
  expect(text).toContain('Parametre;Değer');
  expect(text).toContain('Nominal;100');
  expect(text).toMatch(/\r\nStandart Sapma;0,\d{4}\r\n/);
  expect(text).toMatch(/\r\nCpk;\d+,\d{4}\r\n/);
  expect(text).toContain('Proses Yeterliliği;');

  await results(page).getByRole('button', { name: 'Kopyala', exact: true }).click();
  await expect(page.getByTestId('copy-confirmation')).toHaveText(
    'Sonuçlar sekmeyle ayrılmış olarak panoya kopyalandı.',
  );
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.split('\n')[0]).toBe('Ölçüm No\tDeğer');
  expect(copied).toContain('1\t100,02');
  expect(copied).toMatch(/\nCp\t\d+,\d{4}/);
});

test('fewer than 5 values, identical values and bad tolerances answer next to the field, which gets focus', async ({
  page,
}) => {
  await openCalculator(page);
  await typeSlots(page, ['100,1', '99,9', '100', 'abc']);
  await expect(page.getByTestId('parse-issues')).toContainText('4');
  await calculate(page);
  await expect(page.getByTestId('capability-error')).toHaveText('En az 5 ölçüm değeri gereklidir!');
  // Issue 10.12: the message is under the slots, in view, and focus left 'Hesapla' for the wrong slot.
  await expect(page.getByTestId('capability-error')).toBeInViewport();
  await expect(page.getByLabel('Ölçüm 4', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Ölçüm 4', { exact: true })).toHaveAttribute(
    'aria-describedby',
    'capability-values-error',
  );
  await expect(page.getByTestId('capability-results')).toHaveCount(0);
  await typeSlots(page, ['100', '100', '100', '100', '100']);
  await calculate(page);
  await expect(page.getByTestId('capability-error')).toContainText('standart sapma sıfır');
  await typeSlots(page, VALUES.slice(0, 5));
  await page.getByLabel('Üst Tolerans (+)').fill('-0,5');
  await calculate(page);
  await expect(page.getByTestId('capability-upperTolerance-error')).toContainText(
    'Üst spesifikasyon limiti alt limitten büyük olmalıdır',
  );
  await expect(page.getByLabel('Üst Tolerans (+)')).toBeFocused();
  await snap(page, 'capability-validation');
});

test('10 000 pasted values (decimal commas, mixed separators) give n = 10.000; bad cells are reported', async ({
  page,
}) => {
  await openCalculator(page);
  await page.getByRole('radio', { name: 'Yapıştır' }).click();
  const values = Array.from({ length: 10_000 }, (_, i) =>
    (100 + 0.08 * Math.sin(i * 1.3) + 0.03 * Math.cos(i * 0.17)).toFixed(3).replace('.', ','),
  );
  // rows of ten, tab-separated as Excel copies them, with semicolons in one row
  const rows: string[] = [];
  for (let i = 0; i < values.length; i += 10) rows.push(values.slice(i, i + 10).join(i === 50 ? ';' : '\t'));
  await page.getByLabel('Ölçüm değerlerini yapıştırın').fill(`${rows.join('\n')}\nyok\n`);
  await expect(page.getByTestId('measurement-count')).toHaveText('10.000 geçerli ölçüm değeri');
  await expect(page.getByTestId('parse-issues')).toContainText('1 geçersiz değer okunamadı');
  await expect(page.getByTestId('parse-issues')).toContainText('"yok"');
  await calculate(page);
  await expect(page.getByTestId('result-n')).toHaveText('10.000');
  await expect(page.getByTestId('imr-chart')).toContainText('10.000 noktadan');
  await snap(page, 'capability-paste-10000');
});

test('a CSV column is imported with its header and decimal commas; text cells are reported', async ({
  page,
}) => {
  await openCalculator(page);
  await page.getByRole('radio', { name: 'Dosyadan (CSV/XLSX)' }).click();
  const csv = `\uFEFFParça;Çap (mm)\r\nP1;25,012\r\nP2;24,998\r\nP3;ölçülmedi\r\nP4;25,004\r\nP5;\r\nP6;24,991\r\nP7;25,007\r\n`;
  await page
    .getByTestId('capability-file')
    .setInputFiles({ name: 'olcumler.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(page.getByLabel('Ölçüm sütunu')).toHaveValue('1');
  await expect(page.getByTestId('measurement-count')).toHaveText('5 geçerli ölçüm değeri');
  await expect(page.getByTestId('parse-issues')).toContainText('4. sıradaki "ölçülmedi"');
  await expect(page.getByTestId('parse-issues')).toContainText('1 boş hücre atlandı');
  await page.getByLabel('Nominal Değer').fill('25');
  await page.getByLabel('Üst Tolerans (+)').fill('0,05');
  await page.getByLabel('Alt Tolerans (-)').fill('0,05');
  await calculate(page);
  await expect(page.getByTestId('result-n')).toHaveText('5');
  await snap(page, 'capability-file-import');
});

test('an XLSX column is chosen by the user; numeric and text cells are both read', async ({ page }) => {
  await openCalculator(page);
  await page.getByRole('radio', { name: 'Dosyadan (CSV/XLSX)' }).click();
  const sheet = XLSX.utils.aoa_to_sheet([
    ['Numune', 'Uzunluk', 'Genişlik'],
    [1, 100.02, 50.1],
    [2, 99.97, '50,05'],
    [3, 100.01, 49.98],
    [4, 99.99, 50.02],
    [5, 100.03, 'hatalı'],
    [6, 100, 49.95],
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Ölçümler');
  const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  await page.getByTestId('capability-file').setInputFiles({
    name: 'olcumler.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  // A (sample numbers) and B have six numbers each: the column with fractions, B, is proposed
  const column = page.getByLabel('Ölçüm sütunu');
  await expect(column).toHaveValue('1');
  await expect(page.getByTestId('measurement-count')).toHaveText('6 geçerli ölçüm değeri');
  await column.selectOption({ label: 'C sütunu (Genişlik) — 5 sayı' });
  await expect(page.getByTestId('measurement-count')).toHaveText('5 geçerli ölçüm değeri');
  await expect(page.getByTestId('parse-issues')).toContainText('6. sıradaki "hatalı"');
  await column.selectOption({ label: 'B sütunu (Uzunluk) — 6 sayı' });
  await expect(page.getByTestId('measurement-count')).toHaveText('6 geçerli ölçüm değeri');
  await expect(page.getByTestId('parse-issues')).toHaveCount(0);
  await calculate(page);
  await expect(page.getByTestId('result-n')).toHaveText('6');
});

test('a study is saved, listed, reopened into the inputs and deleted after confirmation', async ({
  page,
}) => {
  const name = `Mil çapı ${Date.now().toString(36)}`;
  await openCalculator(page);
  await typeSlots(page, VALUES);
  await calculate(page);
  await results(page).getByRole('button', { name: 'Kaydet', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Çalışmayı Kaydet' });
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByTestId('study-name-error')).toHaveText('Çalışma adı gereklidir');
  await expect(dialog.getByLabel('Çalışma adı')).toBeFocused();
  await dialog.getByLabel('Çalışma adı').fill(name);
  await dialog.getByLabel('Parça numarası').fill('PRC-0425');
  await dialog.getByLabel('Karakteristik').fill('Ø100 ±0,5');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('study-saved')).toContainText(name);
  const row = page.getByTestId('study-row').filter({ hasText: name });
  await expect(row).toContainText('PRC-0425');
  await expect(row).toContainText('Ayşe Çelik');
  await expect(row).toContainText('Mükemmel');
  await expect(page.getByTestId('study-row').first()).toContainText(name);
  const cpk = await page.getByTestId('result-cpk').textContent();

  // a fresh page: nothing typed, then reopen the saved study
  await page.goto(PATH);
  await expect(page.getByLabel('Ölçüm 1', { exact: true })).toHaveValue('');
  await page.getByRole('button', { name: `Aç: ${name}` }).click();
  await expect(page.getByTestId('opened-study')).toContainText(name);
  await expect(page.getByLabel('Ölçüm 1', { exact: true })).toHaveValue('100,02');
  await expect(page.getByLabel('Ölçüm 30', { exact: true })).toHaveValue('99,97');
  await expect(page.getByTestId('result-cpk')).toHaveText(cpk ?? '');
  await snap(page, 'capability-study-reopened');

  await page.getByRole('button', { name: `Sil: ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Çalışmayı sil' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'İptal' }).click();
  await expect(row).toBeVisible();
  await page.getByRole('button', { name: `Sil: ${name}` }).click();
  await confirm.getByRole('button', { name: 'Sil' }).click();
  await expect(row).toHaveCount(0);
});

test('another user sees the study but cannot delete it', async ({ page }) => {
  await openCalculator(page, DEMO.kalip);
  await typeSlots(page, VALUES.slice(0, 8));
  await calculate(page);
  const name = `Kalıp çalışması ${Date.now().toString(36)}`;
  await results(page).getByRole('button', { name: 'Kaydet', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Çalışmayı Kaydet' });
  await dialog.getByLabel('Çalışma adı').fill(name);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('study-saved')).toBeVisible();
  await page.context().clearCookies();

  await openCalculator(page, DEMO.kalite);
  const row = page.getByTestId('study-row').filter({ hasText: name });
  await expect(row).toContainText('Mehmet Demir');
  await expect(row.getByRole('button', { name: `Aç: ${name}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Sil: ${name}` })).toHaveCount(0);
});

test('in English the fields, limits and results use the decimal point', async ({ page }) => {
  // A new user: the language is saved per user, and the demo users' language must stay Turkish.
  const credentials = await signUpViaApi(page, uniqueName('cpk-en').toLowerCase(), 'John Smith');
  await logIn(page, credentials);
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu').getByRole('button', { name: 'English', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.goto(PATH);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel('Upper tolerance (+)')).toHaveValue('0.5');
  await expect(page.getByTestId('spec-limits')).toHaveText('USL: 100.500 · LSL: 99.500');
  // either mark is still accepted when typed
  for (const [i, value] of VALUES.entries())
    await page
      .getByLabel(`Measurement ${i + 1}`, { exact: true })
      .fill(i % 2 ? value : value.replace(',', '.'));
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('result-cpk')).toHaveText(/^\d+\.\d{4}$/);
  await expect(page.getByTestId('ad-p-value')).not.toContainText(',');
  await snap(page, 'capability-english-numbers');
});
