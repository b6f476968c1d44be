import { expect } from '@playwright/test';
import { test } from './support/test';
import { submitLogin } from './support/login';
import { snap } from './support/screenshots';
import { OwnServer } from './support/server';

// SIGNUP=approval on a demo database (the demo admin approves): its own server process and port.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 760;
const server = new OwnServer({
  port: PORT,
  dataDir: `.tmp/e2e-signup-approval-${PORT}`,
  env: { SIGNUP: 'approval' },
});

test.beforeAll(async () => {
  await server.start({ fresh: true });
});
test.afterAll(async () => {
  await server.stop();
});

test('a new account waits on its own screen until a Yönetici approves it, then sees the app', async ({
  browser,
}) => {
  const applicant = await server.newPage(browser);
  await applicant.goto('/login');
  await applicant.getByRole('tab', { name: 'Üye Ol' }).click();
  // The form says beforehand that a Yönetici must approve.
  await expect(applicant.getByTestId('approval-notice')).toContainText('Yönetici onayladıktan sonra');
  const form = applicant.getByRole('form', { name: 'Üye Ol' });
  await form.getByLabel('Ad Soyad *', { exact: true }).fill('Şule Güneş');
  await form.getByLabel('E-posta *', { exact: true }).fill('sule@fabrika.com.tr');
  await form.getByLabel('Kullanıcı Adı *', { exact: true }).fill('sule');
  await form.getByLabel('Şifre *', { exact: true }).fill('gizli123');
  await form.getByLabel('Pozisyon', { exact: true }).fill('Kalite Teknikeri');
  await form.getByRole('button', { name: 'Üye Ol' }).click();
  await expect(applicant.getByTestId('auth-success')).toContainText('Yönetici onaylayana kadar');
  await submitLogin(applicant, { username: 'sule', password: 'gizli123' });

  // Signed in, but only the waiting screen: no header, no modes.
  const waiting = applicant.getByTestId('pending-approval');
  await expect(waiting).toContainText('Hesabınız yönetici onayı bekliyor');
  await expect(waiting).toContainText('Şule Güneş');
  await expect(applicant.getByTestId('user-menu-button')).toHaveCount(0);
  // A deep link shows the same screen.
  await applicant.goto('/work/tasks');
  await expect(waiting).toBeVisible();
  await snap(applicant, 'pending-approval');

  // The Yönetici sees the count on the tab and the account at the top of the list.
  const admin = await server.newPage(browser);
  await admin.goto('/login');
  await submitLogin(admin, { username: 'admin', password: 'admin123' });
  await expect(admin.getByTestId('user-menu-button')).toBeVisible();
  await admin.goto('/8d/settings?section=users');
  await expect(admin.getByTestId('settings-tab-users-badge')).toHaveText('1');
  await expect(admin.getByTestId('pending-accounts')).toContainText('1 hesap onay bekliyor');
  const row = admin.getByTestId('user-row-sule');
  await expect(row.getByTestId('pending-status')).toHaveText('Onay bekliyor');
  await snap(admin, 'users-pending-approval');
  await row.getByTestId('approve-user').click();
  await expect(admin.getByText('Şule Güneş onaylandı')).toBeVisible();
  await expect(admin.getByTestId('settings-tab-users-badge')).toHaveCount(0);
  await expect(row.getByTestId('approve-user')).toHaveCount(0);

  // The waiting screen asks again by itself (or on "Durumu yenile") and opens the app.
  await applicant.getByRole('button', { name: 'Durumu yenile' }).click();
  await expect(applicant.getByTestId('user-menu-button')).toBeVisible();
  await expect(waiting).toHaveCount(0);
  await snap(applicant, 'approved-app');
});

test('a waiting account can sign out, and a rejected one cannot sign in', async ({ browser }) => {
  const page = await server.newPage(browser);
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Üye Ol' }).click();
  const form = page.getByRole('form', { name: 'Üye Ol' });
  await form.getByLabel('Ad Soyad *', { exact: true }).fill('Tanınmayan Kişi');
  await form.getByLabel('E-posta *', { exact: true }).fill('kim@example.com');
  await form.getByLabel('Kullanıcı Adı *', { exact: true }).fill('tanimsiz');
  await form.getByLabel('Şifre *', { exact: true }).fill('gizli123');
  await form.getByRole('button', { name: 'Üye Ol' }).click();
  await submitLogin(page, { username: 'tanimsiz', password: 'gizli123' });
  await expect(page.getByTestId('pending-approval')).toBeVisible();
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page.getByRole('form', { name: 'Sisteme Giriş' })).toBeVisible();

  const admin = await server.newPage(browser);
  await admin.goto('/login');
  await submitLogin(admin, { username: 'admin', password: 'admin123' });
  await expect(admin.getByTestId('user-menu-button')).toBeVisible();
  await admin.goto('/8d/settings?section=users');
  await admin.getByTestId('user-row-tanimsiz').getByTestId('reject-user').click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Reddet' }).click();
  await expect(admin.getByText('Tanınmayan Kişi reddedildi')).toBeVisible();

  await submitLogin(page, { username: 'tanimsiz', password: 'gizli123' });
  await expect(page.getByTestId('auth-error')).toContainText('devre dışı');
});
