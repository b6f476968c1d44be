import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from './support/test';
import ExcelJS from 'exceljs';
import { DEMO, uniqueName } from './support/accounts';
import { signedInContext } from './support/login';
import { snap } from './support/screenshots';

// Issue 23 §8 "editable, stored, exported": the draft is edited on screen, saved, still there after a
// reload, and the downloaded control plan carries the edit.

test('a control-plan cell edited on screen is stored and exported', async ({ browser, baseURL }) => {
  const tag = uniqueName('kpe');
  const { page } = await signedInContext(browser, baseURL, DEMO.kalite);
  const created = await page.request.post('/api/fmeas', {
    headers: { origin: baseURL ?? '' },
    data: {
      name: `Braket PFMEA ${tag}`,
      partOrProcess: `Braket ${tag}`,
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
      ],
    },
  });
  expect(created.status()).toBe(201);
  const fmea = (await created.json()) as { id: string };
  await page.goto(`/reverse-fmea/analyze?fmea=${fmea.id}`);
  await page.getByRole('button', { name: 'Taslağı Düzenle' }).click();
  const reaction = page.getByLabel('Reaksiyon Planı, satır 1');
  await expect(reaction).toHaveAttribute('data-to-fill', 'true');
  await snap(page, 'control-plan-editor');
  const text = `Parçayı ayır, ustabaşına bildir ${tag}`;
  await reaction.fill(text);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Kontrol planı taslağı kaydedildi.')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Taslağı Düzenle' }).click();
  await expect(page.getByLabel('Reaksiyon Planı, satır 1')).toHaveValue(text);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-control-plan').click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.worksheets[0]?.eachRow((row) => row.eachCell((cell) => cells.push(cell.text)));
  expect(cells).toContain(text);

  // 390 px phone: the page is no wider than the screen; the table scrolls in its own box
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('control-plan-scroll').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(page, 'control-plan-editor-phone');
});
