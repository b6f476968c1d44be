import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { avatarColor } from '../../src/domain/shared/avatar-color';
import { submitLogin } from './support/login';
import { snap } from './support/screenshots';
import { OwnServer } from './support/server';

// A real installation: DEMO_MODE=false on an empty data directory, its own server process. Sign-up
// is open here (this journey is about roles and the profile); signup-approval.spec.ts walks the
// default policy of a real installation, approval.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 700;
const server = new OwnServer({
  port: PORT,
  dataDir: `.tmp/e2e-admin-${PORT}`,
  demoMode: false,
  env: { SIGNUP: 'open' },
});

test.beforeAll(async () => {
  await server.start({ fresh: true });
});
test.afterAll(async () => {
  await server.stop();
});

async function signUp(page: Page, fields: { fullName: string; username: string; position: string }) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Üye Ol' }).click();
  const form = page.getByRole('form', { name: 'Üye Ol' });
  await form.getByLabel('Ad Soyad *', { exact: true }).fill(fields.fullName);
  await form.getByLabel('E-posta *', { exact: true }).fill(`${fields.username}@fabrika.com.tr`);
  await form.getByLabel('Kullanıcı Adı *', { exact: true }).fill(fields.username);
  await form.getByLabel('Şifre *', { exact: true }).fill('gizli123');
  await form.getByLabel('Departman', { exact: true }).selectOption('Kalite');
  await form.getByLabel('Pozisyon', { exact: true }).fill(fields.position);
  return form.getByRole('button', { name: 'Üye Ol' });
}

test('first sign-up becomes Yönetici, manages users and the organisation profile', async ({ browser }) => {
  const admin = await server.newPage(browser);
  const submit = await signUp(admin, {
    fullName: 'Zeynep Kaya',
    username: 'zeynep',
    position: 'Kalite Müdürü',
  });
  // The empty installation says what the first account will be, before it is created.
  await expect(admin.getByTestId('first-admin-notice')).toContainText('ilk hesap Yönetici olur');
  await snap(admin, 'first-admin-signup');
  await submit.click();
  await expect(admin.getByTestId('auth-success')).toContainText('Yönetici olarak oluşturuldu');
  await submitLogin(admin, { username: 'zeynep', password: 'gizli123' });
  // Position under the name; the role (the permission) in the menu.
  await expect(admin.getByTestId('header-position')).toHaveText('Kalite Müdürü');
  await admin.getByTestId('user-menu-button').click();
  await expect(admin.getByTestId('user-menu')).toContainText('Yönetici');
  await admin.getByTestId('user-menu-button').click();

  // A second person signs up in their own browser: the notice is gone, the role is the default.
  const worker = await server.newPage(browser);
  await (
    await signUp(worker, { fullName: 'Zeki Kara', username: 'zeki', position: 'Proses Teknisyeni' })
  ).click();
  await expect(worker.getByTestId('first-admin-notice')).toHaveCount(0);
  await expect(worker.getByTestId('auth-success')).toContainText('Üyelik başarıyla oluşturuldu');
  await submitLogin(worker, { username: 'zeki', password: 'gizli123' });
  await expect(worker.getByTestId('header-position')).toHaveText('Proses Teknisyeni');
  await worker.goto('/work/tasks');
  await expect(worker.getByTestId('user-menu-button')).toBeVisible();

  // The admin gives the second user a role of the spec, then deactivates the account.
  await admin.goto('/8d/settings?section=users');
  const row = admin.getByTestId('user-row-zeki');
  await expect(row).toContainText('Proses Teknisyeni');
  await expect(row).toContainText('zeki@fabrika.com.tr');
  // Same initials (Z K) as the admin, each avatar's colour derived from its user id (12 hues: two
  // random ids share one 1 time in 12, so the check is the derivation, not that they differ).
  const { users } = (await (await admin.request.get('/api/users')).json()) as {
    users: { id: string; username: string }[];
  };
  for (const username of ['zeynep', 'zeki']) {
    const id = users.find((u) => u.username === username)?.id ?? '';
    const shown = await admin
      .getByTestId(`user-row-${username}`)
      .getByTestId('user-avatar')
      .evaluate((n) => getComputedStyle(n).backgroundColor);
    expect(shown, username).toBe(rgbOf(avatarColor(id)));
  }
  await row.getByTestId('role-select').selectOption('Proses Mühendisi');
  await expect(admin.getByText('Zeki Kara için rol kaydedildi: Proses Mühendisi')).toBeVisible();
  // The last admin cannot be demoted from this screen.
  await expect(admin.getByTestId('user-row-zeynep').getByTestId('role-select')).toBeDisabled();
  await row.getByTestId('toggle-active').click();
  await expect(admin.getByRole('dialog')).toContainText('tüm cihazlarda hemen oturumdan çıkarılacak');
  await admin.getByTestId('confirm-button').click();
  await expect(row).toContainText('Devre dışı');
  // 'Yeniden etkinleştir' is a bordered secondary button like 'Devre dışı bırak', from its first frame.
  const reactivate = row.getByTestId('toggle-active');
  await expect(reactivate).toHaveText('Yeniden etkinleştir');
  expect(
    await reactivate.evaluate((el) => {
      const style = getComputedStyle(el);
      return [style.borderTopWidth, style.backgroundColor];
    }),
  ).toEqual(['1px', 'rgb(255, 255, 255)']);
  await snap(admin, 'users-tab');

  // That browser is signed out at once (its socket closes 4401, the refetch meets 401).
  await expect(worker.getByRole('form', { name: 'Sisteme Giriş' })).toBeVisible({ timeout: 15_000 });
  await submitLogin(worker, { username: 'zeki', password: 'gizli123' });
  await expect(worker.getByTestId('auth-error')).toHaveText(
    'Bu hesap devre dışı bırakılmış. Lütfen yöneticinize başvurun.',
  );
  await snap(worker, 'deactivated-login');

  // The organisation profile: its name appears in the header.
  await admin.goto('/8d/settings?section=organisation');
  await admin.getByLabel('Tesis / kurum adı').fill('Bursa Plastik Fabrikası');
  await admin.getByLabel('Saat dilimi').selectOption('Europe/Berlin');
  await admin.getByRole('button', { name: 'Kaydet' }).click();
  await expect(admin.getByText('Kurum profili kaydedildi.')).toBeVisible();
  await expect(admin.getByTestId('header-plant-name')).toHaveText('Bursa Plastik Fabrikası');
  await expect(admin.getByTestId('effective-zone')).toContainText('Europe/Berlin');
  await snap(admin, 'organisation-profile');
});

/** '#1d4ed8' → 'rgb(29, 78, 216)', as getComputedStyle reports a colour. */
function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
