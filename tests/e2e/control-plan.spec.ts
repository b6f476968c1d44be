import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import ExcelJS from 'exceljs';
import { DEMO, uniqueName } from './support/accounts';
import { signedInContext } from './support/login';
import { snap } from './support/screenshots';

// Issue 23 §8: from a stored PFMEA the FMEA screen offers 'Kontrol Planı Oluştur' and the PFMEA as
// .xlsx; both download under dated Turkish names and carry the same title block.

async function downloaded(page: Page, testId: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  return {
    name: download.suggestedFilename(),
    sheet: sheet?.name,
    title: [1, 2, 3].map((r) => sheet?.getCell(r, 1).text),
    header: sheet?.getRow(4).getCell(1).text,
  };
}

test('the FMEA screen downloads a control-plan draft and the PFMEA with one title block', async ({
  browser,
  baseURL,
}) => {
  const tag = uniqueName('kp');
  const { page } = await signedInContext(browser, baseURL, DEMO.kalite);
  const created = await page.request.post('/api/fmeas', {
    headers: { origin: baseURL ?? '' },
    data: {
      name: `Braket PFMEA ${tag}`,
      partOrProcess: `Kaynaklı Braket ${tag}`,
      rows: [
        {
          processStep: 'Op 30 Kesme',
          potentialFailure: 'Kesme boyu tolerans dışı',
          severity: 8,
          specialClass: 'CC',
          causes: 'Dayama ayarı kayması',
          occurrence: 3,
          preventionControls: 'Set-up onayı',
          detectionControls: 'Kumpas ile ölçüm',
          detection: 4,
        },
        {
          processStep: 'Op 50 Kaynak',
          potentialFailure: 'Kaynak çatlağı',
          severity: 10,
          occurrence: 2,
          detection: 6,
        },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const fmea = (await created.json()) as { id: string };
  await page.goto(`/reverse-fmea/analyze?fmea=${fmea.id}`);
  await expect(page.getByRole('heading', { name: 'Kontrol Planı' })).toBeVisible();

  const plan = await downloaded(page, 'export-control-plan');
  expect(plan.name).toMatch(/^Kontrol_Planı_\d\d\.\d\d\.\d{4}\.xlsx$/);
  expect(plan.sheet).toBe('Kontrol Planı');
  expect(plan.header).toBe('Op. No');
  const pfmea = await downloaded(page, 'export-pfmea-xlsx');
  expect(pfmea.name).toMatch(/^PFMEA_\d\d\.\d\d\.\d{4}\.xlsx$/);
  expect(pfmea.title.slice(1)).toEqual(plan.title.slice(1));
  expect(plan.title[1]).toContain(`Parça Adı: Kaynaklı Braket ${tag} — Rev. 1`);

  await page.getByTestId('export-control-plan').scrollIntoViewIfNeeded();
  await snap(page, 'reverse-fmea-control-plan-buttons');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('export-control-plan').scrollIntoViewIfNeeded();
  await snap(page, 'reverse-fmea-control-plan-buttons-phone');
});
