import { expect } from '@playwright/test';
import { test } from '../support/test';
import { DEMO } from '../support/accounts';
import { logIn } from '../support/login';
import { snap } from '../support/screenshots';
import { OwnServer } from '../support/server';
import { connectionWidget } from '../support/shell';

// The connection widget follows the real server: stop it and the widget says 'Bağlantı Yok'; start
// it again (same port, same data) and it reconnects by itself, without a reload. This spec runs its
// own server so the shared one stays up for every other spec.

const server = new OwnServer({ port: 3305, dataDir: '.tmp/e2e-conn' });

test.use({ baseURL: server.url });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.start({ fresh: true });
});

test.afterAll(async () => {
  await server.stop();
});

test('the widget shows "Bağlantı Yok" while the server is down and "Bağlı" again after it restarts', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, DEMO.admin);
  // At 1280 px the header's widget; the floating pill has the same inside (no-cover.spec.ts).
  const widget = connectionWidget(page);
  const status = widget.getByTestId('connection-status');
  await expect(status).toHaveText('Bağlı');
  await expect(widget).toHaveAttribute('data-state', 'connected');
  // Collapsed it shows the status; a click opens the details.
  await expect(widget.getByText('Canlı güncellemeler aktif')).toBeHidden();
  await widget.getByTestId('connection-toggle').click();
  await expect(widget.getByText('Canlı güncellemeler aktif')).toBeVisible();
  await expect(widget).toContainText('Canlı güncellemeler aktif');
  await expect(widget).toContainText('PGlite');
  await expect(widget.getByTestId('online-count')).toHaveText('1 aktif kullanıcı');
  await expect(widget).toContainText(/Son güncelleme: \d{2}:\d{2}:\d{2}/);
  // Marks this document: if the page were reloaded the mark would be gone.
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-mark', 'same-document'));

  await server.stop();
  await expect(status).toHaveText('Bağlantı Yok', { timeout: 12_000 });
  await expect(widget).toHaveAttribute('data-state', 'disconnected');
  await expect(widget).toContainText('Canlı güncellemeler bekleniyor');
  await snap(page, 'connection-lost');

  await server.start();
  await expect(status).toHaveText('Bağlı', { timeout: 20_000 });
  await expect(widget).toContainText('Canlı güncellemeler aktif');
  await expect(widget.getByTestId('online-count')).toHaveText('1 aktif kullanıcı');
  await expect(page.locator('html')).toHaveAttribute('data-e2e-mark', 'same-document');
  // The session lives in the database: still signed in after the restart.
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  await expect(page.getByTestId('user-menu-button')).toContainText(DEMO.admin.fullName);
});
