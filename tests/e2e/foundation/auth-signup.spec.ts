import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { uniqueName } from '../support/accounts';
import { loginForm, logIn } from '../support/login';
import { snap } from '../support/screenshots';

// Sign-up view of the signed-out screen: the spec's messages in the red box, the green success box.

function signupForm(page: Page) {
  const form = page.getByRole('form', { name: 'Üye Ol' });
  return {
    form,
    fullName: form.getByLabel('Ad Soyad *', { exact: true }),
    email: form.getByLabel('E-posta *', { exact: true }),
    username: form.getByLabel('Kullanıcı Adı *', { exact: true }),
    password: form.getByLabel('Şifre *', { exact: true }),
    department: form.getByLabel('Departman', { exact: true }),
    position: form.getByLabel('Pozisyon', { exact: true }),
    submit: form.getByRole('button', { name: 'Üye Ol' }),
  };
}

const errorBox = (page: Page) => page.getByTestId('auth-error');
const successBox = (page: Page) => page.getByTestId('auth-success');

async function openSignup(page: Page) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Üye Ol' }).click();
  await expect(page.getByRole('heading', { name: 'Üye Ol' })).toBeVisible();
  return signupForm(page);
}

async function expectRedBox(page: Page, message: string) {
  await expect(errorBox(page)).toHaveText(message);
  await expect(errorBox(page)).toHaveAttribute('role', 'alert');
  await expect(errorBox(page)).toHaveClass(/bg-red-50/);
}

test('sign-up shows the spec message for each invalid form, in the red box', async ({ page }) => {
  const f = await openSignup(page);
  await f.submit.click();
  await expectRedBox(page, 'Tüm zorunlu alanları doldurun');
  await snap(page, 'signup-error');

  await f.fullName.fill('Deniz Işık');
  await f.email.fill('deniz@firma.com.tr');
  await f.username.fill(uniqueName('deniz'));
  await f.password.fill('12345');
  await f.submit.click();
  await expectRedBox(page, 'Şifre en az 6 karakter olmalıdır');

  await f.password.fill('123456');
  await f.email.fill('deniz-firma');
  await f.submit.click();
  await expectRedBox(page, 'Geçerli bir email adresi girin');
  await expect(successBox(page)).toHaveCount(0);
});

test('a username taken with different Turkish casing is refused', async ({ page }) => {
  const f = await openSignup(page);
  await f.fullName.fill('Taklit Yönetici');
  await f.email.fill('taklit@firma.com.tr');
  await f.password.fill('gizli123');
  // 'ADMİN' lower-cases to 'admin' under tr-TR rules, the demo administrator's name.
  for (const username of ['ADMİN', 'admin']) {
    await f.username.fill(username);
    await f.submit.click();
    await expectRedBox(page, 'Bu kullanıcı adı zaten kullanılıyor');
  }
  // Still on the sign-up view: nothing was created.
  await expect(page.getByRole('tab', { name: 'Üye Ol' })).toHaveAttribute('aria-selected', 'true');
});

test('the password toggle shows and hides the password; departments are the spec list', async ({ page }) => {
  const f = await openSignup(page);
  await f.password.fill('gizli123');
  await expect(f.password).toHaveAttribute('type', 'password');
  await f.form.getByRole('button', { name: 'Şifreyi göster' }).click();
  await expect(f.password).toHaveAttribute('type', 'text');
  await expect(f.password).toHaveValue('gizli123');
  await f.form.getByRole('button', { name: 'Şifreyi gizle' }).click();
  await expect(f.password).toHaveAttribute('type', 'password');

  await expect(f.department.locator('option')).toHaveText([
    'Departman seçin',
    'Mühendislik',
    'Üretim',
    'Kalite',
    'Bakım',
    'İnsan Kaynakları',
    'IT',
  ]);
});

test('a successful sign-up shows the green box, switches to login with a cleared form, and the account works', async ({
  page,
}) => {
  const username = uniqueName('yeni');
  const f = await openSignup(page);
  await f.fullName.fill('Şule Ilgaz');
  await f.email.fill('sule@firma.com.tr');
  await f.username.fill(username);
  await f.password.fill('gizli123');
  await f.department.selectOption('Kalite');
  await f.position.fill('Kalite Teknikeri');
  await f.submit.click();

  await expect(successBox(page)).toHaveText('Üyelik başarıyla oluşturuldu! Giriş yapabilirsiniz.');
  await expect(successBox(page)).toHaveClass(/bg-green-50/);
  await expect(errorBox(page)).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Sisteme Giriş' })).toHaveAttribute('aria-selected', 'true');
  const login = loginForm(page);
  await expect(login.username).toHaveValue('');
  await expect(login.password).toHaveValue('');

  // The sign-up form was cleared too, and the success message goes away with the switch.
  await page.getByRole('tab', { name: 'Üye Ol' }).click();
  const again = signupForm(page);
  for (const field of [again.fullName, again.email, again.username, again.password, again.position]) {
    await expect(field).toHaveValue('');
  }
  await expect(again.department).toHaveValue('');
  await expect(successBox(page)).toHaveCount(0);

  await logIn(page, { username, password: 'gizli123' });
  await expect(page.getByTestId('user-menu-button')).toContainText('Şule Ilgaz');
  // The position typed is shown under the name; the role (the permission) stays the default.
  await expect(page.getByTestId('header-position')).toHaveText('Kalite Teknikeri');
  await page.getByTestId('user-menu-button').click();
  const authority = page
    .getByTestId('user-menu')
    .locator('dl > div')
    .filter({ has: page.getByText('Yetki seviyesi', { exact: true }) });
  await expect(authority.locator('dd')).toHaveText('Kullanıcı');
});

test('switching between login and sign-up clears messages and fields', async ({ page }) => {
  const f = await openSignup(page);
  await f.fullName.fill('Yarım Form');
  await f.submit.click();
  await expectRedBox(page, 'Tüm zorunlu alanları doldurun');

  await page.getByRole('tab', { name: 'Sisteme Giriş' }).click();
  await expect(errorBox(page)).toHaveCount(0);
  const login = loginForm(page);
  await login.submit.click();
  await expectRedBox(page, 'Kullanıcı adı ve şifre gereklidir');

  await page.getByRole('tab', { name: 'Üye Ol' }).click();
  await expect(errorBox(page)).toHaveCount(0);
  await expect(signupForm(page).fullName).toHaveValue('');

  await page.getByRole('tab', { name: 'Sisteme Giriş' }).click();
  await expect(errorBox(page)).toHaveCount(0);
});
