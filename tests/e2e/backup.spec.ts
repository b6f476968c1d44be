import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './support/test';
import { submitLogin } from './support/login';
import { snap } from './support/screenshots';
import { OwnServer } from './support/server';

// Scheduled backups on: the server writes its first backup a few seconds after it starts.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 790;
const BACKUP_DIR = path.resolve(`.tmp/e2e-backups-${PORT}`);
const server = new OwnServer({
  port: PORT,
  dataDir: `.tmp/e2e-backup-${PORT}`,
  env: { BACKUP_DIR, BACKUP_EVERY: '24h', BACKUP_KEEP: '3' },
});

test.beforeAll(async () => {
  fs.rmSync(BACKUP_DIR, { recursive: true, force: true });
  await server.start({ fresh: true });
});
test.afterAll(async () => {
  await server.stop();
});

test('a Yönetici sees the server’s last backup (time, size, where) under Ayarlar → Kurum', async ({
  browser,
}) => {
  const admin = await server.newPage(browser);
  await admin.goto('/login');
  await submitLogin(admin, { username: 'admin', password: 'admin123' });
  await expect(admin.getByTestId('user-menu-button')).toBeVisible();
  const card = admin.getByTestId('backup-status');
  // The first scheduled backup runs ~5 s after start; the card reads the folder on each visit.
  await expect(async () => {
    await admin.goto('/8d/settings?section=organisation');
    await expect(card).toContainText('Son yedek', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(card).toContainText('her 24 saatte bir');
  await expect(card).toContainText(BACKUP_DIR);
  await expect(card.getByTestId('backup-overdue')).toHaveCount(0);
  const files = fs.readdirSync(BACKUP_DIR).filter((f) => f.endsWith('.kabackup'));
  expect(files).toHaveLength(1);
  await expect(card).toContainText(files[0] ?? '-');
  await snap(admin, 'settings-backup-status');

  // Another user does not see it (nor can read the status route).
  const worker = await server.newPage(browser);
  await worker.goto('/login');
  await submitLogin(worker, { username: 'kalite', password: 'kalite123' });
  await expect(worker.getByTestId('user-menu-button')).toBeVisible();
  await worker.goto('/8d/settings?section=organisation');
  await expect(
    worker.getByRole('heading', { name: 'Kurum' }).or(worker.getByText('Tesis adı')).first(),
  ).toBeVisible();
  await expect(worker.getByTestId('backup-status')).toHaveCount(0);
  expect((await worker.request.get('/api/backup/status')).status()).toBe(403);
});
