import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_CALLBACK_PATH } from '../../domain/auth/oidc';
import { OIDC_START_RULE } from './oidc-flow';
import { createInstance, createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';
import {
  signInAtProvider,
  startTestOidcProvider,
  type TestOidcProvider,
} from '../testing/oidc-test-provider';

// The browser-facing address of the callback; the tests call its path on the app directly.
const REDIRECT_URL = `http://127.0.0.1:3999${OIDC_CALLBACK_PATH}`;

let provider: TestOidcProvider;
let t: TestApp;
let approval: Awaited<ReturnType<typeof createInstance>>;
let invite: Awaited<ReturnType<typeof createInstance>>;

const oidcEnv = () => ({
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: provider.clientId,
  OIDC_CLIENT_SECRET: provider.clientSecret,
  OIDC_REDIRECT_URL: REDIRECT_URL,
  OIDC_ROLE_MAP: 'grp-kalite=Kalite Mühendisi,grp-yonetim=Yönetici',
});

beforeAll(async () => {
  provider = await startTestOidcProvider(REDIRECT_URL);
  t = await createTestApp({ ...oidcEnv(), SIGNUP: 'open' });
  approval = await createInstance(t.database, { ...oidcEnv(), SIGNUP: 'approval', OIDC_TRUST_EMAIL: 'true' });
  invite = await createInstance(t.database, { ...oidcEnv(), SIGNUP: 'invite' });
});
afterAll(async () => {
  await invite?.close();
  await approval?.close();
  await t?.close();
  await provider?.close();
});

const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);

/** Clicks the button: the provider's URL and the browser's flow cookie. */
async function start(app: FastifyInstance) {
  const res = await app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
  expect(res.statusCode).toBe(302);
  const flow = cookieOf(res, 'ka_oidc');
  expect(flow).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/oidc' });
  return { location: String(res.headers.location), cookie: `ka_oidc=${flow?.value}` };
}

/** Comes back from the provider with the given URL and flow cookie. */
function callback(app: FastifyInstance, url: string, cookie: string) {
  const { pathname, search } = new URL(url);
  return app.inject({ method: 'GET', url: `${pathname}${search}`, headers: { cookie } });
}

/** A whole sign-in as `login`; returns the callback's answer. */
async function signIn(login: string, app: FastifyInstance = t.app) {
  const { location, cookie } = await start(app);
  return callback(app, await signInAtProvider(location, login, REDIRECT_URL), cookie);
}

async function me(res: LightMyRequestResponse, app: FastifyInstance = t.app) {
  const session = cookieOf(res, 'ka_session');
  expect(session?.value).toBeTruthy();
  const answer = await app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { cookie: `ka_session=${session?.value}` },
  });
  expect(answer.statusCode).toBe(200);
  return { user: answer.json().user, cookie: `ka_session=${session?.value}` };
}

const refusedWith = (res: LightMyRequestResponse, code: string) => {
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe(`/login#sso-hata=${code}`);
  expect(cookieOf(res, 'ka_session')).toBeUndefined();
};

describe('single sign-on (OpenID Connect) against a real provider on loopback', () => {
  it('tells the login screen the label, never the secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(res.json().sso).toEqual({ label: 'Microsoft ile giriş yap' });
    expect(res.body).not.toContain(provider.clientSecret);
  });

  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const { location } = await start(t.app);
    const url = new URL(location);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URL);
  });

  it('signs an existing account in by its e-mail (any case) with our session cookie, and out again', async () => {
    provider.accounts.set('ent-admin', {
      email: '  ADMIN@Kalite.Local',
      email_verified: true,
      name: 'Ad Min',
    });
    const res = await signIn('ent-admin');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(cookieOf(res, 'ka_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const { user, cookie } = await me(res);
    expect(user).toMatchObject({ username: 'admin', isAdmin: true });
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    // Local accounts keep working beside it.
    expect(await loginAs(t.app, ...DEMO.kalite)).toContain('ka_session=');
  });

  it('refuses a callback whose state is not the one this browser started (login CSRF)', async () => {
    provider.accounts.set('ent-state', { email: 'kalite@kalite.local', email_verified: true });
    const { location, cookie } = await start(t.app);
    const back = new URL(await signInAtProvider(location, 'ent-state', REDIRECT_URL));
    back.searchParams.set('state', 'forged-state');
    refusedWith(await callback(t.app, back.href, cookie), 'state_invalid');
    // An attacker's own callback URL in a victim's browser: the victim has no flow cookie.
    const other = await start(t.app);
    const attackers = await signInAtProvider(other.location, 'ent-state', REDIRECT_URL);
    refusedWith(await callback(t.app, attackers, ''), 'state_invalid');
  });

  it('refuses a replayed callback and a replayed code', async () => {
    provider.accounts.set('ent-replay', { email: 'kalip@kalite.local', email_verified: true });
    const { location, cookie } = await start(t.app);
    const back = await signInAtProvider(location, 'ent-replay', REDIRECT_URL);
    expect((await callback(t.app, back, cookie)).headers.location).toBe('/');
    refusedWith(await callback(t.app, back, cookie), 'state_invalid');
    // The old code under a fresh attempt's state and cookie: the provider redeems a code once.
    const fresh = await start(t.app);
    const replay = new URL(back);
    replay.searchParams.set('state', new URL(fresh.location).searchParams.get('state') ?? '');
    refusedWith(await callback(t.app, replay.href, fresh.cookie), 'provider_error');
  });

  it('refuses an e-mail the provider did not verify unless OIDC_TRUST_EMAIL is set', async () => {
    provider.accounts.set('ent-unverified', { email: 'egitim@kalite.local', name: 'Eğitim' });
    refusedWith(await signIn('ent-unverified'), 'email_unverified');
    provider.accounts.set('ent-false', { email: 'egitim@kalite.local', email_verified: false });
    refusedWith(await signIn('ent-false'), 'email_unverified');
    // The approval instance trusts the issuer's addresses (Entra ID sends no email_verified).
    const trusted = await signIn('ent-unverified', approval.app);
    expect((await me(trusted, approval.app)).user.username).toBe('egitim');
  });

  it('creates a new account under `open`, with the role its group maps to', async () => {
    provider.accounts.set('ent-new', {
      email: 'Yeni.Muhendis@firma.com.tr',
      email_verified: true,
      name: 'Yeni Mühendis',
      groups: ['grp-baska', 'grp-kalite'],
    });
    const { user } = await me(await signIn('ent-new'));
    expect(user).toMatchObject({
      username: 'Yeni.Muhendis',
      fullName: 'Yeni Mühendis',
      role: 'Kalite Mühendisi',
      approved: true,
    });
    // Signing in again finds the same account.
    expect((await me(await signIn('ent-new'))).user.id).toBe(user.id);
  });

  it('maps the highest role of several groups, and updates an existing account', async () => {
    provider.accounts.set('ent-both', {
      email: 'bakim@kalite.local',
      email_verified: true,
      groups: ['grp-kalite', 'grp-yonetim'],
    });
    expect((await me(await signIn('ent-both'))).user).toMatchObject({ username: 'bakim', role: 'Yönetici' });
  });

  it('lets a new account under `approval` in only to the waiting screen', async () => {
    provider.accounts.set('ent-waiting', { email: 'bekleyen@firma.com.tr', email_verified: true });
    const { user, cookie } = await me(await signIn('ent-waiting', approval.app), approval.app);
    expect(user).toMatchObject({ approved: false, role: 'Kullanıcı' });
    const tasks = await approval.app.inject({ method: 'GET', url: '/api/tasks', headers: { cookie } });
    expect(tasks.statusCode).toBe(403);
  });

  it('refuses an unknown account under `invite` and lets a known one in', async () => {
    provider.accounts.set('ent-stranger', { email: 'yabanci@firma.com.tr', email_verified: true });
    refusedWith(await signIn('ent-stranger', invite.app), 'invitation_required');
    provider.accounts.set('ent-known', { email: 'kalite@kalite.local', email_verified: true });
    expect((await me(await signIn('ent-known', invite.app), invite.app)).user.username).toBe('kalite');
  });

  it('refuses a deactivated account', async () => {
    const admin = await loginAs(t.app, ...DEMO.admin);
    provider.accounts.set('ent-off', { email: 'kapali@firma.com.tr', email_verified: true });
    const { user } = await me(await signIn('ent-off'));
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${user.id}`,
      headers: { cookie: admin },
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    refusedWith(await signIn('ent-off'), 'account_disabled');
  });

  it('limits the sign-ins one address may start (each stores a row for an anonymous caller)', async () => {
    const from = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/oidc/start', remoteAddress });
    for (let i = 0; i < OIDC_START_RULE.limit; i++) expect((await from('10.77.0.1')).statusCode).toBe(302);
    refusedWith(await from('10.77.0.1'), 'too_many_attempts');
    expect(String((await from('10.77.0.2')).headers.location)).toMatch(/^http:\/\/127\.0\.0\.1:/);
  });

  it('answers the button with a Turkish error code when SSO is off', async () => {
    const plain = await createInstance(t.database, {});
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/config' })).json().sso).toBeNull();
      refusedWith(await plain.app.inject({ method: 'GET', url: '/api/auth/oidc/start' }), 'disabled');
    } finally {
      await plain.close();
    }
  });
});
