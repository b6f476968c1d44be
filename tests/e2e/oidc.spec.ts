import { expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { startTestOidcProvider, type TestOidcProvider } from '../../src/server/testing/oidc-test-provider';
import { snap } from './support/screenshots';
import { OwnServer } from './support/server';

// Single sign-on against a real OpenID provider (oidc-provider) on 127.0.0.1: its own server and port.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 800;
const REDIRECT_URL = `http://localhost:${PORT}/api/auth/oidc/callback`;
let provider: TestOidcProvider;
let server: OwnServer;

test.beforeAll(async () => {
  provider = await startTestOidcProvider(REDIRECT_URL);
  provider.accounts.set('ayse.kalite', {
    email: 'Kalite@Kalite.local',
    email_verified: true,
    name: 'Ayşe Kalite',
  });
  provider.accounts.set('dogrulanmamis', { email: 'yeni@firma.com.tr', name: 'Doğrulanmamış' });
  server = new OwnServer({
    port: PORT,
    dataDir: `.tmp/e2e-oidc-${PORT}`,
    env: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_REDIRECT_URL: REDIRECT_URL,
    },
  });
  await server.start({ fresh: true });
});
test.afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

/** Clicks the button and signs in on the provider's (development) login page. */
async function signInAtProvider(page: Page, login: string) {
  await page.getByTestId('sso-button').click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('parola');
  await page.locator('button[type="submit"]').click();
}

test('"Microsoft ile giriş yap" signs an existing account in through the provider', async ({ browser }) => {
  const page = await server.newPage(browser);
  await page.goto('/login');
  const button = page.getByTestId('sso-button');
  await expect(button).toHaveText('Microsoft ile giriş yap');
  await snap(page, 'login-sso-button');

  await signInAtProvider(page, 'ayse.kalite');
  // Back in the app, signed in as the account with that e-mail (matched regardless of case).
  await expect(page.getByTestId('user-menu-button')).toContainText('Ayşe Çelik');
  expect(new URL(page.url()).origin).toBe(server.url);
  await snap(page, 'signed-in-by-sso');
});

test('an e-mail the provider did not verify is refused with a Turkish message', async ({ browser }) => {
  const page = await server.newPage(browser);
  await page.goto('/login');
  await signInAtProvider(page, 'dogrulanmamis');
  await expect(page.getByTestId('auth-error')).toContainText(
    'Kimlik sağlayıcısı e-posta adresinizin doğrulandığını bildirmedi',
  );
  // The code is taken off the address: a reload shows a clean login screen.
  await expect(page).not.toHaveURL(/sso-hata/);
  await snap(page, 'login-sso-error');
});
