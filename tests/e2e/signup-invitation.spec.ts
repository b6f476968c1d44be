import { expect } from '@playwright/test';
import { test } from './support/test';
import { submitLogin } from './support/login';
import { snap } from './support/screenshots';
import { OwnServer } from './support/server';

// SIGNUP=invite on a demo database: only the demo admin's one-time link opens an account.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 780;
const server = new OwnServer({
  port: PORT,
  dataDir: `.tmp/e2e-signup-invitation-${PORT}`,
  env: { SIGNUP: 'invite' },
});

test.beforeAll(async () => {
  await server.start({ fresh: true });
});
test.afterAll(async () => {
  await server.stop();
});

test('a Yönetici invites a maintenance technician by link; the link works once and nothing opens without one', async ({
  browser,
}) => {
  // Without a link the sign-up view says how to join and offers no form.
  const stranger = await server.newPage(browser);
  await stranger.goto('/login');
  await stranger.getByRole('tab', { name: 'Üye Ol' }).click();
  await expect(stranger.getByTestId('invitation-required')).toContainText('davet bağlantısıyla');
  await expect(stranger.getByRole('form', { name: 'Üye Ol' })).toBeHidden();

  const admin = await server.newPage(browser);
  await admin.goto('/login');
  await submitLogin(admin, { username: 'admin', password: 'admin123' });
  await expect(admin.getByTestId('user-menu-button')).toBeVisible();
  await admin.goto('/8d/settings?section=users');
  const section = admin.getByTestId('invitations');
  await section.getByTestId('invitation-role').selectOption('Bakım Teknisyeni');
  await section.getByTestId('invitation-department').selectOption('Bakım');
  await section.getByLabel('Not').fill('Gökhan Şahin, pres hattı');
  await section.getByTestId('create-invitation').click();
  const link = await section.getByTestId('invitation-link').inputValue();
  expect(link).toMatch(new RegExp(`^${server.url}/login#davet=[A-Za-z0-9_-]{43}$`));
  await expect(section.getByTestId('invitation-row').first()).toContainText('Bekliyor');
  await snap(admin, 'invitation-created');

  // The invited person opens the link: the sign-up view with the role promised.
  const invitee = await server.newPage(browser);
  await invitee.goto(link);
  await expect(invitee.getByTestId('invitation-notice')).toContainText('Bakım Teknisyeni');
  const form = invitee.getByRole('form', { name: 'Üye Ol' });
  // The invitation fixed the department: shown, not offered.
  await expect(form.getByLabel('Departman', { exact: true })).toHaveValue('Bakım');
  await form.getByLabel('Ad Soyad *', { exact: true }).fill('Gökhan Şahin');
  await form.getByLabel('E-posta *', { exact: true }).fill('gokhan@fabrika.com.tr');
  await form.getByLabel('Kullanıcı Adı *', { exact: true }).fill('gokhan');
  await form.getByLabel('Şifre *', { exact: true }).fill('gizli123');
  await snap(invitee, 'invitation-signup');
  await form.getByRole('button', { name: 'Üye Ol' }).click();
  await expect(invitee.getByTestId('auth-success')).toContainText('Giriş yapabilirsiniz');
  // The spent token leaves the address bar.
  expect(new URL(invitee.url()).hash).toBe('');
  await submitLogin(invitee, { username: 'gokhan', password: 'gizli123' });
  // No waiting screen: the invitation approved the account in advance.
  await expect(invitee.getByTestId('user-menu-button')).toBeVisible();
  await expect(invitee.getByTestId('pending-approval')).toHaveCount(0);

  // The same link a second time: refused, with the Turkish message and no form.
  const late = await server.newPage(browser);
  await late.goto(link);
  await expect(late.getByTestId('invitation-invalid')).toContainText('geçersiz, kullanılmış');
  await expect(late.getByRole('form', { name: 'Üye Ol' })).toBeHidden();

  // The Yönetici's list names who used it, and the account has the invited role.
  await admin.reload();
  const row = section.getByTestId('invitation-row').first();
  await expect(row).toContainText('Kullanıldı');
  await expect(row).toContainText('Gökhan Şahin');
  await expect(admin.getByTestId('user-row-gokhan').getByTestId('role-select')).toHaveValue(
    'Bakım Teknisyeni',
  );
  await snap(admin, 'invitation-used');
});
