import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { uniqueName } from './support/accounts';
import { loginForm, logIn, signedInContext, signUpViaApi } from './support/login';
import { snap } from './support/screenshots';

// Account screen ('Hesap Ayarları' in the user menu): the same person signed in on two browsers sees
// both sessions and signs the other out; that browser's next API call is refused and it lands on the
// login screen. Then the password change (other sessions end, the old password stops working) and
// the display name. A fresh account is used: changing a demo account's password would break the
// other specs that share this server.

async function openAccountFromMenu(page: Page): Promise<void> {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('user-menu').getByRole('button', { name: 'Hesap Ayarları' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hesap Ayarları' })).toBeVisible();
}

const sessionRows = (page: Page) => page.getByTestId('session-row');

test('sessions, password and display name from the account screen', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const username = uniqueName('hesap');
  const fullName = 'Deniz Işık';
  const oldPassword = 'ilk-sifre-1';
  const newPassword = 'yeni-sifre-2';

  const setup = await browser.newContext({ baseURL });
  await signUpViaApi(await setup.newPage(), username, fullName, oldPassword);
  await setup.close();

  const first = await signedInContext(browser, baseURL, { username, password: oldPassword });
  const second = await signedInContext(browser, baseURL, { username, password: oldPassword });
  const a = first.page;
  const b = second.page;

  // Two sessions, this one marked.
  await openAccountFromMenu(a);
  await expect(sessionRows(a)).toHaveCount(2);
  const current = sessionRows(a).filter({ hasText: 'Bu cihaz' });
  await expect(current).toHaveCount(1);
  await expect(current.getByRole('button', { name: 'Oturumu kapat' })).toHaveCount(0);
  await expect(a.getByTestId('profile-section').getByLabel('Ad Soyad')).toHaveValue(fullName);

  await a.setViewportSize({ width: 1280, height: 900 });
  await snap(a, 'account-desktop');
  await a.setViewportSize({ width: 390, height: 844 });
  await expect(a.getByTestId('account-screen')).toBeVisible();
  // Nothing may stick out sideways on a phone.
  expect(await a.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(a, 'account-mobile-390');
  await a.setViewportSize({ width: 1280, height: 900 });

  // Sign the other browser out.
  await sessionRows(a)
    .filter({ hasNotText: 'Bu cihaz' })
    .getByRole('button', { name: 'Oturumu kapat' })
    .click();
  await expect(sessionRows(a)).toHaveCount(1);
  await expect(a.getByText('1 oturum kapatıldı.')).toBeVisible();

  // The other browser's live connection closes with its session; its refetch meets the 401 and the
  // app shows the login screen without the user doing anything.
  expect((await b.request.get('/api/auth/me')).status()).toBe(401);
  await expect(loginForm(b).form).toBeVisible();
  await expect(b).toHaveURL(/\/login/);

  // It signs in again; a password change then ends that session, not this one.
  await logIn(b, { username, password: oldPassword });
  await a.reload();
  await expect(sessionRows(a)).toHaveCount(2);
  const passwordForm = a.getByRole('form', { name: 'Şifre Değiştir' });
  await passwordForm.getByLabel('Mevcut Şifre').fill('yanlis-sifre');
  await passwordForm.getByLabel('Yeni Şifre', { exact: true }).fill(newPassword);
  await passwordForm.getByLabel('Yeni Şifre (Tekrar)').fill(`${newPassword}x`);
  await passwordForm.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
  await expect(passwordForm.getByText('Yeni şifreler eşleşmiyor')).toBeVisible();
  await passwordForm.getByLabel('Yeni Şifre (Tekrar)').fill(newPassword);
  await passwordForm.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
  await expect(passwordForm.getByText('Mevcut şifre hatalı')).toBeVisible();
  await passwordForm.getByLabel('Mevcut Şifre').fill(oldPassword);
  await passwordForm.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
  await expect(a.getByTestId('password-changed')).toHaveText(
    'Şifreniz değiştirildi. Diğer 1 oturum kapatıldı.',
  );
  await expect(sessionRows(a)).toHaveCount(1);
  expect((await b.request.get('/api/auth/me')).status()).toBe(401);
  await expect(loginForm(b).form).toBeVisible();
  expect((await a.request.get('/api/auth/me')).status()).toBe(200);

  // Log out; the old password no longer works, the new one does.
  await a.getByTestId('user-menu-button').click();
  await a.getByTestId('logout-button').click();
  await expect(loginForm(a).form).toBeVisible();
  const f = loginForm(a);
  await f.username.fill(username);
  await f.password.fill(oldPassword);
  await f.submit.click();
  await expect(a.getByTestId('auth-error')).toHaveText('Kullanıcı adı veya şifre hatalı');
  await f.password.fill(newPassword);
  await f.submit.click();
  await expect(a.getByTestId('user-menu-button')).toBeVisible();

  // A new display name shows in the header at once.
  await openAccountFromMenu(a);
  const profile = a.getByRole('form', { name: 'Profil Bilgileri' });
  await profile.getByLabel('Ad Soyad').fill('   ');
  await profile.getByRole('button', { name: 'Profili Kaydet' }).click();
  await expect(profile.getByText('Ad soyad boş bırakılamaz')).toBeVisible();
  await profile.getByLabel('Ad Soyad').fill('Deniz Işık Yılmaz');
  await profile.getByLabel('Departman').selectOption('Üretim');
  await profile.getByLabel('Pozisyon').fill('Üretim Şefi');
  await profile.getByRole('button', { name: 'Profili Kaydet' }).click();
  await expect(a.getByTestId('profile-saved')).toHaveText('Profil bilgileriniz kaydedildi.');
  await expect(a.getByTestId('user-menu-button')).toContainText('Deniz Işık Yılmaz');
  await expect(a.getByTestId('user-menu-button')).toContainText('DI');
  await expect(a.getByTestId('account-name')).toHaveText('Deniz Işık Yılmaz');
  await a.reload();
  await expect(a.getByTestId('user-menu-button')).toContainText('Deniz Işık Yılmaz');
  await expect(a.getByTestId('profile-section').getByLabel('Departman')).toHaveValue('Üretim');

  // 'Diğer tüm oturumları kapat' after a confirmation.
  await logIn(b, { username, password: newPassword });
  await a.reload();
  await expect(sessionRows(a)).toHaveCount(2);
  await a.getByTestId('sessions-revoke-others').click();
  await a
    .getByRole('dialog', { name: 'Diğer tüm oturumlar kapatılsın mı?' })
    .getByTestId('confirm-button')
    .click();
  await expect(sessionRows(a)).toHaveCount(1);
  expect((await b.request.get('/api/auth/me')).status()).toBe(401);

  await first.context.close();
  await second.context.close();
});
