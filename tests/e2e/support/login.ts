import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import type { DemoAccount } from './accounts';

export interface Credentials {
  username: string;
  password: string;
}

/** The login form of the signed-out screen (Turkish labels). */
export function loginForm(page: Page) {
  const form = page.getByRole('form', { name: 'Sisteme Giriş' });
  return {
    form,
    username: form.getByLabel('Kullanıcı Adı', { exact: true }),
    password: form.getByLabel('Şifre', { exact: true }),
    submit: form.getByRole('button', { name: 'Giriş Yap' }),
  };
}

/** Fills and sends the login form already on screen (no wait: the account may land on any screen). */
export async function submitLogin(page: Page, account: Credentials): Promise<void> {
  const f = loginForm(page);
  await f.username.fill(account.username);
  await f.password.fill(account.password);
  await f.submit.click();
}

/** Logs in through the UI as a user would and waits for the signed-in shell. */
export async function logIn(page: Page, account: Credentials, path = '/login'): Promise<void> {
  await page.goto(path);
  const f = loginForm(page);
  await f.username.fill(account.username);
  await f.password.fill(account.password);
  await f.submit.click();
  await expect(page.getByTestId('user-menu-button')).toBeVisible();
}

/** A separate browser (own cookies, own WebSocket) signed in as `account`: a second person. */
export async function signedInContext(
  browser: Browser,
  baseURL: string | undefined,
  account: DemoAccount | Credentials,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
  const page = await context.newPage();
  await logIn(page, account);
  return { context, page };
}

/** Creates an account through the public API (a fresh user whose preferences no other test touches). */
export async function signUpViaApi(
  page: Page,
  username: string,
  fullName: string,
  password = 'gizli123',
): Promise<Credentials> {
  const res = await page.request.post('/api/auth/signup', {
    data: {
      fullName,
      email: `${username}@firma.com.tr`,
      username,
      password,
      department: 'Kalite',
      position: 'Kalite Teknikeri',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { username, password };
}
