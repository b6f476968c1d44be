import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../domain/auth/contract';
import { users } from '../db/schema';
import { cookieHeader, createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const signup = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signup', payload, remoteAddress: '10.0.0.9' });
const form = {
  fullName: 'İsmail Şahin',
  email: 'ismail@firma.com.tr',
  username: 'İsmail',
  password: 'gizli123',
  department: 'Kalite',
  position: 'Kalite Teknikeri',
};

describe('sign-up', () => {
  it('creates an account with an argon2id hash and never returns it', async () => {
    const res = await signup(form);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      username: 'İsmail',
      fullName: 'İsmail Şahin',
      role: 'Kullanıcı',
      department: 'Kalite',
    });
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toMatch(/password/i);
    const [row] = await t.ctx.db
      .select()
      .from(users)
      .limit(100)
      .then((r) => r.filter((u) => u.username === 'İsmail'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('treats usernames case-insensitively with Turkish casing', async () => {
    const res = await signup({ ...form, username: 'ismail' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'username_taken',
      message: AUTH_MESSAGES.usernameTaken,
      field: 'username',
    });
    // I, ı, İ and i are one letter: 'ISMAIL' (tr-TR 'ısmaıl') is the same name, not a look-alike account.
    expect((await signup({ ...form, username: 'ISMAIL' })).statusCode).toBe(409);
    expect((await signup({ ...form, username: 'ADMİN' })).statusCode).toBe(409);
  });

  let lookAlikeIp = 0;
  it.each([
    ['ADMIN', 'admin'],
    ['аdmin', 'admin (Cyrillic а)'],
    ['ａｄｍｉｎ', 'admin (fullwidth)'],
    ['ADMlN', 'admin (l for I)'],
    ['KALIP', 'kalip'],
    ['ISMAIL', 'İsmail'],
    ['ısmaıl', 'İsmail'],
  ])('refuses the look-alike %s of %s with 409 username_taken', async (username) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...form, username, email: 'taklit@firma.com.tr' },
      // Each from its own address, so the per-address sign-up limit is not what answers.
      remoteAddress: `10.0.3.${++lookAlikeIp}`,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'username_taken',
      message: AUTH_MESSAGES.usernameTaken,
      field: 'username',
    });
  });

  it.each([
    [{ ...form, username: 'a1', fullName: '' }, AUTH_MESSAGES.signupRequired],
    [{ ...form, username: 'a2', password: '123' }, AUTH_MESSAGES.passwordTooShort],
    [{ ...form, username: 'a3', email: 'yanlis' }, AUTH_MESSAGES.emailInvalid],
  ])('answers 400 with the spec message', async (payload, message) => {
    const res = await signup(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('rejects unknown fields (a role cannot be self-assigned)', async () => {
    const res = await signup({ ...form, username: 'hacker', role: 'Yönetici' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_error', field: 'role' });
  });

  it('defaults a blank department to Genel', async () => {
    const res = await signup({ ...form, username: 'deptsiz', department: '' });
    expect(res.json().user.department).toBe('Genel');
  });
});

describe('login, session and logout', () => {
  it('logs in with an httpOnly cookie and /me returns the user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'kalite', password: 'kalite123' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies[0];
    expect(cookie).toMatchObject({ name: 'ka_session', httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: cookieHeader(res) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ username: 'kalite', role: 'Kalite Mühendisi', isAdmin: false });
    expect(me.json().user.lastLoginAt).not.toBeNull();
  });

  it('answers the spec messages for empty and wrong credentials', async () => {
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: ' ', password: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(AUTH_MESSAGES.loginRequired);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'kalip', password: 'yanlis' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(AUTH_MESSAGES.loginInvalid);
  });

  it('answers the spec message also when a field is missing entirely', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'kalite' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message: AUTH_MESSAGES.loginRequired, field: 'password' });
  });

  it('logs in with a differently cased username (Turkish rules)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'İsmail', password: 'gizli123' },
    });
    expect(res.statusCode).toBe(200);
    const lower = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'ismail', password: 'gizli123' },
    });
    expect(lower.statusCode).toBe(200);
  });

  it.each(['ADMIN', 'ＡＤＭＩＮ', 'Admin', 'ADMİN'])(
    'signs the real admin in when typed as %s',
    async (username) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password: 'admin123' },
        remoteAddress: '10.0.4.1',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ username: 'admin', isAdmin: true });
    },
  );

  it('ends the session on logout, also for the cached copy', async () => {
    const cookie = await loginAs(t.app, ...DEMO.kalip);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      200,
    );
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('unauthenticated');
  });

  it('throttles repeated failed logins with 429 and a Turkish message', async () => {
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'proses', password },
        remoteAddress: '10.1.1.1',
      });
    for (let i = 0; i < 5; i++) expect((await attempt('yanlis' + i)).statusCode).toBe(401);
    const blocked = await attempt('proses123');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/Çok fazla başarısız giriş denemesi/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('protection', () => {
  it('refuses private routes without a session', async () => {
    for (const url of [
      '/api/auth/me',
      '/api/notifications',
      '/api/preferences',
      '/api/suggestions',
      '/api/users',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('refuses cross-site writes', async () => {
    const cookie = await loginAs(t.app, ...DEMO.admin);
    const evil = await t.app.inject({
      method: 'POST',
      url: '/api/suggestions',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: { name: 'x', message: 'y' },
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().error.code).toBe('cross_site_request');
    const originOnly = await t.app.inject({
      method: 'POST',
      url: '/api/suggestions',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { name: 'x', message: 'y' },
    });
    expect(originOnly.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/suggestions',
      headers: {
        cookie,
        origin: 'http://localhost:80',
        host: 'localhost:80',
        'sec-fetch-site': 'same-origin',
      },
      payload: { name: 'Ali Veli', message: 'Aynı siteden' },
    });
    expect(same.statusCode).toBe(201);
  });

  it('answers 413 for oversize bodies and 400 for broken JSON', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('payload_too_large');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toMatch(/JSON/);
  });

  it('publishes the OpenAPI description without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/auth/login');
  });

  it('lists demo accounts only in demo mode', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(res.json().demoAccounts).toContainEqual({
      username: 'admin',
      password: 'admin123',
      role: 'Yönetici',
    });
  });

  it('sends security headers without x-powered-by', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    expect(api.headers['x-powered-by']).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/8d/analysis' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
