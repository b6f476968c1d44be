import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import ExcelJS from 'exceljs';
import { DEMO, uniqueName } from './support/accounts';
import { signedInContext } from './support/login';
import { snap } from './support/screenshots';

// Reverse FMEA: a plant's spreadsheet (built here: Turkish header on row 3 under a title, a text
// rating in one cell, a file RPN that disagrees, a formula-looking failure) is read, reviewed (one
// cell fixed in place), stored and analysed; the plan's CSV and XLSX are checked byte by byte; plan
// items become tasks that show on the work board and report their status back live. Then the
// manual table's journey, stored FMEAs and the settings.

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function plantFile(tag: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('PFMEA');
  sheet.addRow([`Proses FMEA — Kapak ${tag}`]);
  sheet.addRow(['Hazırlayan: Kalite']);
  sheet.addRow([
    'Proses Adımı',
    'Potansiyel Hata Türü',
    'Hatanın Potansiyel Etkisi',
    'Şiddet (S)',
    'Hata Nedeni',
    'Olasılık (O)',
    'Mevcut Proses Kontrolleri',
    'Tespit (D)',
    'RPN',
  ]);
  sheet.addRow([
    'Enjeksiyon',
    `Çapak ${tag}`,
    'Montajda sıkışma',
    7,
    'Kalıp ayırma yüzeyi aşınmış',
    8,
    'Görsel kontrol',
    8,
    448,
  ]);
  // a rating written as a word: the review flags it and the user fixes it
  sheet.addRow([
    'Soğutma',
    `Eğilme ${tag}`,
    'Ölçü dışı',
    6,
    'Soğutma süresi kısa',
    5,
    'Mastar',
    'yüksek',
    150,
  ]);
  // the file's RPN disagrees with S×O×D (4×3×2 = 24)
  sheet.addRow([
    'Paketleme',
    `=HYPERLINK("http://kötü";"tıkla") ${tag}`,
    'Yanlış etiket',
    4,
    'Dikkatsizlik',
    3,
    'Barkod',
    2,
    30,
  ]);
  // a subtotal under the table: never a data row, listed as skipped with its reason
  sheet.addRow(['Ara Toplam', '', '', '', '', '', '', '', 628]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function downloaded(page: Page, testId: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

test('an uploaded plant FMEA becomes a reviewed plan, exported as CSV and XLSX, and tasks on the board', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const tag = uniqueName('fm');
  const { page } = await signedInContext(browser, baseURL, DEMO.kalite);

  await page.goto('/reverse-fmea/upload');
  await expect(page).toHaveTitle(/FMEA Yükle · Reverse FMEA/);
  await expect(page.getByTestId('required-columns')).toContainText('şiddet (1-10)');
  await page.getByTestId('fmea-file').setInputFiles({
    name: `Kapak_PFMEA_${tag}.xlsx`,
    mimeType: XLSX_MIME,
    buffer: await plantFile(tag),
  });
  await expect(page.getByTestId('chosen-file')).toHaveText(`Seçilen dosya: Kapak_PFMEA_${tag}.xlsx`);

  // Review: the header found on row 3, the bad cell flagged on its row, the file RPN beside S×O×D.
  const review = page.getByTestId('review-step');
  await expect(review.getByTestId('review-summary')).toContainText('başlık satırı 3');
  await expect(review.getByTestId('review-summary')).toContainText('3 satır okundu');
  const bad = review.locator('[data-testid="review-row"][data-invalid="true"]');
  await expect(bad).toHaveCount(1);
  await expect(bad).toContainText(`Eğilme ${tag}`);
  await expect(bad.getByTestId('cell-issue')).toContainText('yüksek');
  const disagreeing = review.getByTestId('review-row').filter({ hasText: 'Paketleme' });
  await expect(disagreeing.getByTestId('file-rpn')).toHaveText('Dosya: 30');
  await expect(disagreeing).toContainText('24');
  await expect(review.getByTestId('skipped-rows')).toContainText('Satır 7: Ara toplam satırı; veri değil');
  await snap(page, 'reverse-fmea-review');
  const sourceRow = await bad.getAttribute('data-source-row');
  // Saving before the fix is refused: the message above the button, focus on the rating to fix.
  await review.getByTestId('review-save').click();
  await expect(review.getByTestId('review-save-refused')).toHaveText(
    'Kaydetmeden önce geçersiz S/O/D değerlerini düzeltin.',
  );
  await expect(review.getByTestId(`fix-detection-${sourceRow}`)).toBeFocused();
  await snap(page, 'reverse-fmea-review-refused');
  await review.getByTestId(`fix-detection-${sourceRow}`).selectOption('6');
  await expect(review.locator('[data-testid="review-row"][data-invalid="true"]')).toHaveCount(0);
  await expect(review.getByTestId('review-invalid')).toHaveCount(0);
  await expect(review.getByTestId('review-save-refused')).toHaveCount(0);
  await review.getByTestId('review-part').fill('Kapak / Enjeksiyon');
  await review.getByTestId('review-save').click();

  // Analysis: the real plan generation, then the banner and the table, highest risk first.
  await expect(page).toHaveURL(/\/reverse-fmea\/analyze/);
  await expect(page.getByTestId('analysis-done')).toHaveText('Analiz tamamlandı: 3 kayıt analiz edildi.');
  const analysed = page.getByTestId('worksheet-line');
  await expect(analysed).toHaveCount(3);
  await expect(analysed.first()).toContainText(`Çapak ${tag}`);
  await expect(analysed.first()).toContainText('448');
  await expect(analysed.first().getByTestId('line-ap')).toHaveText('AP H · Yüksek');

  // The plan below the tabs: coloured cards with their reason and source.
  const plan = page.getByTestId('plan-section');
  const cards = plan.getByTestId('plan-card');
  await expect(cards).toHaveCount(3);
  const top = cards.filter({ hasText: `Çapak ${tag}` });
  await expect(top).toHaveAttribute('data-priority', 'high');
  await expect(top.getByTestId('plan-reason')).toContainText('D=8');
  await expect(top.getByTestId('plan-source')).toContainText('Kurallar');
  // A reader can place it (issue 23 §2-3): AP badge first, step, cause, S/O/D, the RPN in its band.
  await expect(top.getByTestId('plan-ap-badge')).toHaveText('AP H · Yüksek');
  await expect(top.getByTestId('plan-ratings')).toContainText('S ');
  await expect(top.getByTestId('plan-step')).not.toBeEmpty();
  await expect(top.getByTestId('plan-rpn')).toHaveText('RPN 448');
  // The overview: counts per priority (AP H → high, L → low), as chips that filter the cards.
  const overview = plan.getByTestId('plan-overview');
  await expect(overview.getByRole('button')).toHaveText(['Tümü (3)', 'Yüksek (1)', 'Orta (0)', 'Düşük (2)']);
  await expect(overview.getByTestId('plan-task-count')).toHaveText('Göreve dönüşen: 0 / 3');
  await overview.getByRole('button', { name: 'Yüksek (1)' }).click();
  await expect(overview.getByRole('button', { name: 'Yüksek (1)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`Çapak ${tag}`);
  await snap(page, 'reverse-fmea-plan');
  await overview.getByRole('button', { name: 'Tümü (3)' }).click();
  await expect(cards).toHaveCount(3);

  // 'Excel'e Aktar': the CSV, UTF-8 with BOM, Turkish letters, the formula neutralised.
  const csv = await downloaded(page, 'export-csv');
  expect(csv.name).toMatch(/^Reverse_FMEA_\d{2}\.\d{2}\.\d{4}\.csv$/);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = csv.bytes.toString('utf8').slice(1);
  expect(text.split('\r\n')[0]).toBe(
    'No;Hata Modu;Öncelik;AP;RPN;Önleyici Aksiyon;İzleme Yöntemi;Sorumlu;Süre;Başarı Kriteri;Gerekçe;Kaynak;' +
      'Proses Adımı / Operasyon;Hata Nedeni;S;O;D;Öncelik Notu (RPN bandı ve AP)',
  );
  expect(text).toContain(`Çapak ${tag}`);
  expect(text).toContain(`"'=HYPERLINK(""http://kötü"";""tıkla"") ${tag}"`);
  for (const line of text.split('\r\n'))
    for (const cell of line.split(';')) expect(cell).not.toMatch(/^"?[=+@]/);

  // The formatted workbook, from the server.
  const xlsx = await downloaded(page, 'export-xlsx');
  expect(xlsx.name).toMatch(/^Reverse_FMEA_\d{2}\.\d{2}\.\d{4}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Aksiyon Planı');
  expect(sheet?.getRow(2).getCell(2).value).toBe('Hata Modu');
  expect(sheet?.getRow(2).font?.bold).toBe(true);
  const failures = [3, 4, 5].map((r) => sheet?.getRow(r).getCell(2).value);
  expect(failures).toContain(`Çapak ${tag}`);
  expect(failures).toContain(`'=HYPERLINK("http://kötü";"tıkla") ${tag}`);

  // Into work tracking: select two items, edit a draft, confirm.
  await plan.getByRole('checkbox', { name: `Seç: Çapak ${tag}` }).check();
  await plan.getByRole('checkbox', { name: `Seç: Eğilme ${tag}` }).check();
  await plan.getByTestId('to-tasks').click();
  const dialog = page.getByRole('dialog', { name: 'Aksiyonları göreve dönüştür' });
  const drafts = dialog.getByTestId('task-draft');
  await expect(drafts).toHaveCount(2);
  await expect(drafts.first().getByLabel('Başlık')).not.toHaveValue('');
  // 'Op … — Çapak …: <action>', and the suggested person with the reason (issue 23 §2, §5)
  await expect(drafts.first().getByLabel('Başlık')).toHaveValue(new RegExp(` — Çapak ${tag}: `));
  await expect(drafts.first()).toContainText('Rol: ');
  await expect(drafts.first()).toContainText('Kategori: FMEA');
  const title = `Kalıp bakım periyodu ${tag}`;
  await drafts.first().getByLabel('Başlık').fill(title);
  await drafts
    .first()
    .getByTestId('draft-assignee')
    .selectOption({ label: `${DEMO.kalip.fullName} (Mühendislik)` });
  await snap(page, 'reverse-fmea-task-drafts');
  await dialog.getByTestId('confirm-tasks').click();
  await expect(plan.getByTestId('tasks-created')).toContainText('2 görev oluşturuldu.');
  await expect(plan.getByTestId('plan-task-status')).toHaveCount(2);
  await expect(top.getByTestId('plan-task-status')).toContainText('Görev: Yapılacak');
  await expect(overview.getByTestId('plan-task-count')).toHaveText('Göreve dönüşen: 2 / 3');

  // The assignee sees the task on the board and starts it; the FMEA shows the new status live.
  const kalip = await signedInContext(browser, baseURL, DEMO.kalip);
  await kalip.page.goto('/work/tasks');
  await kalip.page.getByTestId('task-scope').getByRole('button', { name: 'Tüm ekip' }).click();
  await kalip.page.getByLabel('Görevlerde ara').fill(title);
  const card = kalip.page.getByTestId('task-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('FMEA');
  await snap(kalip.page, 'reverse-fmea-task-on-board');
  const found = await kalip.page.request.get(`/api/tasks?search=${encodeURIComponent(title)}`);
  const taskId = (await found.json()).tasks[0].id as string;
  const started = await kalip.page.request.patch(`/api/tasks/${taskId}`, {
    data: { status: 'in_progress' },
    headers: { origin: baseURL ?? '' },
  });
  expect(started.status()).toBe(200);
  await expect(top.getByTestId('plan-task-status')).toContainText('Görev: Devam Ediyor');
  // From the top: a full-page shot taken scrolled down paints the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'reverse-fmea-task-status');
});

test('the manual table: 1-10 dropdowns, live RPN colours, rows added and deleted, a plan; stored FMEAs edited and deleted', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueName('mf');
  const { page } = await signedInContext(browser, baseURL, DEMO.kalite);

  await page.goto('/reverse-fmea/analyze');
  // nothing opened in this browser tab yet: the waiting message
  await expect(page.getByText('Analiz için veri bekleniyor.', { exact: false })).toBeVisible();

  await page.goto('/reverse-fmea/create');
  await expect(page.getByTestId('manual-row')).toHaveCount(1);
  await expect(page.getByTestId('rpn-1')).toHaveText(/^125/);
  await expect(page.getByTestId('rpn-1')).toHaveAttribute('data-band', 'medium');
  await expect(page.getByRole('button', { name: 'Satır 1 sil' })).toBeDisabled();
  await expect(page.getByTestId('severity-1').locator('option')).toHaveText([
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
    '7',
    '8',
    '9',
    '10',
  ]);

  await page.getByTestId('processStep-1').fill('Kaynak');
  await page.getByTestId('potentialFailure-1').fill(`Eksik kaynak ${tag}`);
  await page.getByTestId('severity-1').selectOption('9');
  await expect(page.getByTestId('rpn-1')).toHaveText(/^225/);
  await expect(page.getByTestId('rpn-1')).toHaveAttribute('data-band', 'high');
  // keyboard: the dropdown answers the arrow keys
  await page.getByTestId('detection-1').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('detection-1')).toHaveValue('6');
  await expect(page.getByTestId('rpn-1')).toHaveText(/^270/);

  await page.getByRole('button', { name: 'Satır Ekle' }).click();
  await expect(page.getByTestId('manual-row')).toHaveCount(2);
  await expect(page.getByTestId('rpn-2')).toHaveText(/^125/);
  await expect(page.getByTestId('processStep-2')).toBeFocused();
  await page.getByTestId('potentialFailure-2').fill(`Çizik ${tag}`);
  for (const key of ['severity-2', 'occurrence-2', 'detection-2'])
    await page.getByTestId(key).selectOption('3');
  await expect(page.getByTestId('rpn-2')).toHaveText(/^27/);
  await expect(page.getByTestId('rpn-2')).toHaveAttribute('data-band', 'low');
  await page.getByRole('button', { name: 'Satır Ekle' }).click();
  await page.getByRole('button', { name: 'Satır 3 sil' }).click();
  await expect(page.getByTestId('manual-row')).toHaveCount(2);
  await page.getByTestId('manual-name').fill(`Kaynak FMEA ${tag}`);
  await snap(page, 'reverse-fmea-manual');

  await page.getByRole('button', { name: 'Önleyici Aksiyon Planı Oluştur' }).click();
  await expect(page).toHaveURL(/\/reverse-fmea\/analyze/);
  await expect(page.getByTestId('analysis-done')).toHaveText('Analiz tamamlandı: 2 kayıt analiz edildi.');
  await expect(page.getByTestId('plan-card')).toHaveCount(2);
  await expect(page.getByTestId('plan-card').first()).toHaveAttribute('data-priority', 'high');

  // Stored: listed on the upload tab, reopened for editing, deleted.
  await page.getByRole('tab', { name: 'FMEA Yükle' }).click();
  const stored = page.getByTestId('stored-fmea').filter({ hasText: `Kaynak FMEA ${tag}` });
  await expect(stored).toContainText('2 satır');
  await stored.getByRole('button', { name: `Düzenle: Kaynak FMEA ${tag}` }).click();
  await expect(page).toHaveURL(/\/reverse-fmea\/create/);
  await expect(page.getByTestId('manual-editing')).toContainText(`Kaynak FMEA ${tag}`);
  await expect(page.getByTestId('potentialFailure-1')).toHaveValue(`Eksik kaynak ${tag}`);
  await expect(page.getByTestId('rpn-1')).toHaveText(/^270/);

  // Two editors: a Yönetici saves the same FMEA while this table is open. This save is then refused
  // (someone else changed it), the current rows are offered, and the save goes through with them.
  const other = await signedInContext(browser, baseURL, DEMO.admin);
  await other.page.goto('/reverse-fmea/upload');
  await other.page.getByRole('button', { name: `Düzenle: Kaynak FMEA ${tag}` }).click();
  await expect(other.page.getByTestId('potentialFailure-1')).toHaveValue(`Eksik kaynak ${tag}`);
  await other.page.getByTestId('detection-1').selectOption('2');
  await other.page.getByTestId('start-analysis').click();
  await expect(other.page.getByTestId('analysis-done')).toHaveText(
    'Analiz tamamlandı: 2 kayıt analiz edildi.',
  );
  await page.getByTestId('occurrence-1').selectOption('4');
  await page.getByTestId('start-analysis').click();
  await expect(page.getByTestId('manual-save-error')).toContainText(
    'Bu FMEA siz düzenlerken başka biri tarafından değiştirildi. Sayfayı yenileyip tekrar deneyin.',
  );
  await expect(page).toHaveURL(/\/reverse-fmea\/create/);
  await snap(page, 'reverse-fmea-stale-edit');
  await page.getByTestId('manual-reload').click();
  await expect(page.getByTestId('detection-1')).toHaveValue('2');
  await expect(page.getByTestId('occurrence-1')).toHaveValue('5');
  await expect(page.getByTestId('manual-save-error')).toHaveCount(0);
  await page.getByTestId('start-analysis').click();
  await expect(page).toHaveURL(/\/reverse-fmea\/analyze/);
  await expect(page.getByTestId('analysis-done')).toHaveText('Analiz tamamlandı: 2 kayıt analiz edildi.');

  await page.getByRole('tab', { name: 'FMEA Yükle' }).click();
  await stored.getByRole('button', { name: `Sil: Kaynak FMEA ${tag}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
  await expect(stored).toHaveCount(0);

  // Another user sees others' FMEAs without edit or delete buttons.
  const kalip = await signedInContext(browser, baseURL, DEMO.kalip);
  await kalip.page.goto('/reverse-fmea/upload');
  await expect(kalip.page.getByTestId('stored-fmeas')).toBeVisible();
  await expect(kalip.page.getByRole('button', { name: /^Düzenle: / })).toHaveCount(0);

  // Ayarlar: read-only for everyone but a Yönetici.
  await kalip.page.goto('/reverse-fmea/settings');
  await expect(kalip.page.getByTestId('fmea-settings')).toBeVisible();
  await expect(kalip.page.getByTestId('settings-read-only')).toBeVisible();
  await expect(kalip.page.getByTestId('save-settings')).toHaveCount(0);
  const admin = await signedInContext(browser, baseURL, DEMO.admin);
  await admin.page.goto('/reverse-fmea/settings');
  await expect(admin.page.getByTestId('ap-table-label')).toHaveText('AIAG-VDA 2019 (varsayılan)');
  await expect(admin.page.getByTestId('save-settings')).toBeVisible();
  await snap(admin.page, 'reverse-fmea-settings');
});

test('an incomplete row is stored flagged and waits outside the plan; a card says why RPN band and AP disagree', async ({
  browser,
  baseURL,
}) => {
  const tag = uniqueName('eksik');
  const { page } = await signedInContext(browser, baseURL, DEMO.kalite);
  const headers = { origin: baseURL ?? '' };
  const created = await page.request.post('/api/fmeas', {
    headers,
    data: {
      name: `Isıtıcı PFMEA ${tag}`,
      rows: [
        {
          processStep: 'Op 20 Element Testing',
          potentialFailure: `Electric Shock ${tag}`,
          severity: 6,
          causes: 'Instrument Calibration, Testing Byepass',
          occurrence: 3,
          detection: 9,
        },
        // record 109 of a real file: no O, no D
        { processStep: 'Op 30 Montaj', potentialFailure: `Vida eksik ${tag}`, severity: 7, sourceRow: 109 },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const fmea = (await created.json()) as { id: string };
  expect(
    (await page.request.post(`/api/fmeas/${fmea.id}/plan`, { headers, data: { useAi: false } })).status(),
  ).toBe(200);
  await page.goto(`/reverse-fmea/analyze?fmea=${fmea.id}`);
  const table = page.getByTestId('worksheet');
  await expect(table.getByTestId('incomplete-flag')).toHaveText('Eksik derecelendirme');
  const plan = page.getByTestId('plan-section');
  await expect(plan.getByTestId('plan-excluded-row')).toContainText(`Op 30 Montaj — Vida eksik ${tag}`);
  await expect(plan.getByTestId('plan-excluded-reason')).toContainText(
    'Olasılık (O) ve Tespit (D) girilmemiş',
  );
  const card = plan.getByTestId('plan-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('plan-ap-badge')).toHaveText('AP L · Düşük');
  await expect(card.getByTestId('plan-priority-note')).toContainText('RPN 162 yüksek bantta, ancak AP L');
  await expect(card.getByTestId('plan-reason')).toContainText("'Instrument', 'Calibration'");
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, 'reverse-fmea-incomplete-and-priority');
});
