import { expect } from '@playwright/test';
import { test } from './support/test';
import ExcelJS from 'exceljs';
import { DEMO, uniqueName } from './support/accounts';
import { signedInContext } from './support/login';
import { snap } from './support/screenshots';

// Issue 19 part 4: a plant's PFMEA template heads its process step 'Bölüm', which no synonym
// knows. The user maps it once in the review and saves the mapping as a template; the next file of
// that template (another part, another title block, other rows) comes back with the step mapped.

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = ['Bölüm', 'Hata Türü', 'Etki', 'Şiddet', 'Neden', 'Olasılık', 'Kontroller', 'Tespit'];

async function plantFile(title: string, rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('PFMEA');
  sheet.addRow([title]);
  sheet.addRow(['Hazırlayan: Kalite']);
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('a column corrected in the review is saved as a template and applied to the next file of that template', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueName('sb');
  const templateName = `Braket hattı ${tag}`;
  const { page } = await signedInContext(browser, baseURL, DEMO.kalite);
  await page.goto('/reverse-fmea/upload');

  // First file: the step column is not recognised, no template yet.
  await page.getByTestId('fmea-file').setInputFiles({
    name: `Braket_${tag}.xlsx`,
    mimeType: XLSX_MIME,
    buffer: await plantFile('PROSES FMEA — Braket', [
      ['Pres', `Çapak ${tag}`, 'Montaj sorunu', 7, 'Kalıp aşınması', 5, 'Görsel', 6],
      ['Kaynak', `Gözenek ${tag}`, 'Sızdırmazlık', 9, 'Gaz', 4, 'Kaçak testi', 3],
    ]),
  });
  const review = page.getByTestId('review-step');
  await expect(review.getByTestId('review-template')).toHaveText('Şablon: yok');
  await expect(review.getByTestId('mapping-processStep')).toHaveValue('');

  // The user corrects the column and re-reads: the rows get their step.
  await review.getByTestId('mapping-processStep').selectOption({ label: 'A: Bölüm' });
  await review.getByRole('button', { name: 'Bu eşleştirmeyle yeniden oku' }).click();
  await expect(review.getByTestId('mapping-processStep')).toHaveValue('0');
  await expect(review.getByTestId('review-row').filter({ hasText: `Çapak ${tag}` })).toContainText('Pres');

  // … and saves it as a template: the line now names it.
  await review.getByTestId('template-name').fill(templateName);
  await review.getByTestId('template-save').click();
  await expect(review.getByTestId('review-template')).toHaveText(
    `Şablon: ${templateName} (bu dosyanın başlıklarıyla bulundu)`,
  );
  await expect(review.getByTestId('mapping-processStep')).toHaveValue('0');

  // Second file of the same template: another part, title block and rows.
  await page.getByTestId('fmea-file').setInputFiles({
    name: `Kapak_${tag}.xlsx`,
    mimeType: XLSX_MIME,
    buffer: await plantFile('PROSES FMEA — Kapak rev 4', [
      ['Enjeksiyon', `Eksik baskı ${tag}`, 'Ölçü dışı', 8, 'Basınç düşük', 3, 'Mastar', 4],
      ['Boya', `Akıntı ${tag}`, 'Görünüm', 4, 'Viskozite', 6, 'Görsel', 7],
      ['Paketleme', `Yanlış etiket ${tag}`, 'Karışıklık', 5, 'Dikkatsizlik', 2, 'Barkod', 2],
    ]),
  });
  await expect(page.getByTestId('chosen-file')).toContainText(`Kapak_${tag}.xlsx`);
  await expect(review.getByTestId('review-template')).toHaveText(
    `Şablon: ${templateName} (bu dosyanın başlıklarıyla bulundu)`,
  );
  await expect(review.getByTestId('mapping-processStep')).toHaveValue('0');
  await expect(review.getByTestId('review-row').filter({ hasText: `Eksik baskı ${tag}` })).toContainText(
    'Enjeksiyon',
  );
  await expect(review.getByTestId('review-row').filter({ hasText: `Akıntı ${tag}` })).toContainText('Boya');
  await review.getByTestId('review-template-section').scrollIntoViewIfNeeded();
  await snap(page, 'reverse-fmea-template-applied');

  // The template can be left aside for this file: the step is then undetected again.
  await review.getByTestId('review-template-choice').selectOption('none');
  await expect(review.getByTestId('review-template')).toHaveText('Şablon: yok');
  await expect(review.getByTestId('mapping-processStep')).toHaveValue('');
});
