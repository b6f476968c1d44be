import { expect } from '@playwright/test';
import { test } from '../support/test';
import { DEMO, uniqueName } from '../support/accounts';
import { loginForm, logIn } from '../support/login';
import { snap } from '../support/screenshots';

// Login view: spec messages, the demo account list, the submitting state, and logout.
// Failed logins use fresh usernames: the server throttles 5 failures per username per 15 minutes.

test('empty and wrong credentials show the spec messages in the red box', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sisteme Giriş' })).toBeVisible();
  const f = loginForm(page);
  const error = page.getByTestId('auth-error');

  await f.submit.click();
  await expect(error).toHaveText('Kullanıcı adı ve şifre gereklidir');
  await expect(error).toHaveClass(/bg-red-50/);

  // Whitespace only counts as empty (trimmed).
  await f.username.fill('   ');
  await f.password.fill('bir-sifre');
  await f.submit.click();
  await expect(error).toHaveText('Kullanıcı adı ve şifre gereklidir');

  await f.username.fill(uniqueName('olmayan_kullanici'));
  await f.password.fill('yanlis123');
  await f.submit.click();
  await expect(error).toHaveText('Kullanıcı adı veya şifre hatalı');
  await expect(page).toHaveURL(/\/login$/);
});

test('the login screen lists the six demo accounts with their passwords; a click fills the form', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Demo Hesaplar' })).toBeVisible();
  const accounts = page.getByTestId('demo-accounts').getByRole('listitem');
  await expect(accounts).toHaveCount(6);
  for (const account of Object.values(DEMO)) {
    const item = accounts.filter({ hasText: `${account.username} / ${account.password}` });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(account.role);
  }
  await snap(page, 'login');

  await accounts.filter({ hasText: 'kalite / kalite123' }).getByRole('button').click();
  const f = loginForm(page);
  await expect(f.username).toHaveValue('kalite');
  await expect(f.password).toHaveValue('kalite123');
  await f.submit.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-menu-button')).toContainText(DEMO.kalite.fullName);
});

test('while logging in, the inputs and the button are disabled and say "Giriş Yapılıyor..."', async ({
  page,
}) => {
  await page.goto('/login');
  // Hold the request so the in-between state can be observed (no delay exists in the product).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/login', async (route) => {
    await held;
    await route.continue();
  });
  const f = loginForm(page);
  await f.username.fill(DEMO.kalip.username);
  await f.password.fill(DEMO.kalip.password);
  await f.submit.click();
  const busy = f.form.getByRole('button', { name: 'Giriş Yapılıyor...' });
  await expect(busy).toBeDisabled();
  await expect(f.username).toBeDisabled();
  await expect(f.password).toBeDisabled();
  release();
  await expect(page.getByTestId('user-menu-button')).toContainText(DEMO.kalip.fullName);
});

test('logout returns to the login screen and ends the session on the server', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  await logIn(page, DEMO.proses);
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  const session = (await context.cookies()).find((c) => c.name === 'ka_session');
  expect(session).toBeDefined();

  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('logout-button').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(loginForm(page).submit).toBeVisible();

  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(401);
  const body: { error: { code: string } } = await me.json();
  expect(body.error.code).toBe('unauthenticated');
  // The old cookie is dead on the server too, not only removed from the browser.
  const replay = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `ka_session=${session?.value}` },
  });
  expect((await replay.get('/api/auth/me')).status()).toBe(401);
  await replay.dispose();

  // The app itself agrees: a signed-in screen sends the visitor back to login.
  await page.goto('/8d/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2F8d%2Fdashboard$/);
});
