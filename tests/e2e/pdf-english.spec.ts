import fs from 'node:fs';
import { expect } from '@playwright/test';
import { test } from './support/test';
import { pdfPageTexts } from '../../src/server/testing/pdf-text';
import { uniqueName } from './support/accounts';
import { logIn, signUpViaApi } from './support/login';

// Issue 10.15: in English the 8D PDF's own labels are English too; the stored report text stays as is.
test('in English the 8D PDF is asked for with lang=en and prints English labels', async ({ page }) => {
  test.setTimeout(120_000);
  const credentials = await signUpViaApi(page, uniqueName('pdfen').toLowerCase(), 'John Smith');
  await logIn(page, credentials);
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu').getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.keyboard.press('Escape');

  const created = await page.request.post('/api/analyses', {
    data: {
      title: 'Kapı paneli çapak',
      description: 'Ayırma çizgisinde ince çapak',
      customerImpact: '',
      category: 'quality',
      severity: 'high',
      department: 'production',
      discoveryDate: '2025-03-10',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/8d/analysis?report=${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const [request, download] = await Promise.all([
    page.waitForRequest((r) => r.url().includes(`/api/analyses/${id}/pdf`)),
    page.waitForEvent('download'),
    page.getByTestId('report-pdf').click(),
  ]);
  expect(new URL(request.url()).searchParams.get('lang')).toBe('en');
  expect(download.suggestedFilename()).toMatch(/^8D-report_.*\.pdf$/);
  const text = (await pdfPageTexts(fs.readFileSync(await download.path()))).join('\n').replace(/\s+/g, ' ');
  for (const expected of [
    '8D PROBLEM ANALYSIS REPORT',
    'Prepared by',
    'Approval',
    'Root Cause',
    'Kapı paneli çapak',
  ])
    expect(text).toContain(expected);
  for (const turkish of ['Hazırlayan', 'Onaylayan', 'Kök Neden', 'Sayfa '])
    expect(text).not.toContain(turkish);
});
