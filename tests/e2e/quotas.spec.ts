import { expect } from '@playwright/test';
import { test } from './support/test';
import { storedVersusDeflate } from '../../src/server/testing/hostile-zips';
import { DEMO } from './support/accounts';
import { submitLogin } from './support/login';
import { snap } from './support/screenshots';
import { OwnServer } from './support/server';

// A 1 MB document quota per user (STORAGE_USER_MB=1): its own server process and port.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 820;
const server = new OwnServer({
  port: PORT,
  dataDir: `.tmp/e2e-quotas-${PORT}`,
  env: { STORAGE_USER_MB: '1' },
});

test.beforeAll(async () => {
  await server.start({ fresh: true });
});
test.afterAll(async () => {
  await server.stop();
});

const KB = 1024;
const pdfLike = (name: string, bytes: number) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 0x20)]),
});

test('the auditor upload says what is used and allowed past the quota, and refuses a crafted workbook', async ({
  browser,
}) => {
  const page = await server.newPage(browser);
  await page.goto('/login');
  await submitLogin(page, DEMO.kalite);
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
  await page.goto('/ai-auditor/upload');
  const input = page.getByTestId('audit-file-input');

  await input.setInputFiles([pdfLike('kontrol_plani.pdf', 700 * KB)]);
  await expect(page.getByText('1 doküman yüklendi.')).toBeVisible();

  await input.setInputFiles([pdfLike('proses_akisi.pdf', 700 * KB)]);
  await expect(
    page.getByText(
      'Doküman depolama kotanız yetmiyor: kullanılan 0,68 MB, bu yükleme 0,68 MB, izin verilen 1,00 MB.',
      { exact: false },
    ),
  ).toBeVisible();
  await expect(page.getByTestId('audit-document')).toHaveCount(1);
  await snap(page, 'ai-auditor-storage-quota');

  await input.setInputFiles([
    {
      name: 'pfmea.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: storedVersusDeflate(64 * KB),
    },
  ]);
  await expect(page.getByText('Dosyanın zip yapısı tutarsız', { exact: false })).toBeVisible();
  await expect(page.getByTestId('audit-document')).toHaveCount(1);
  await snap(page, 'ai-auditor-malformed-container');
});
