import { and, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { throttleCounters, trustedDevices } from '../db/schema';
import { createInstance, createTestApp, type TestApp } from '../testing/test-app';
import { DEVICE_COOKIE } from './device-cookie';
import { LOGIN_RULES } from './login-throttle';
import type * as passwordModule from '../auth-kit/password';
import { usernameKey } from '../auth-kit/present-user';

// Counts the password checks (argon2 verifications, real or dummy) that the throttle lets through.
const checks = vi.hoisted(() => ({ n: 0 }));
vi.mock('../auth-kit/password', async (importOriginal) => {
  const real = await importOriginal<typeof passwordModule>();
  return {
    ...real,
    verifyPassword: (hash: string, password: string) => {
      checks.n++;
      return real.verifyPassword(hash, password);
    },
    verifyAgainstDummy: (password: string) => {
      checks.n++;
      return real.verifyAgainstDummy(password);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Attempt {
  ip: string;
  cookie?: string;
  app?: FastifyInstance;
}

const login = (username: string, password: string, { ip, cookie, app }: Attempt) =>
  (app ?? t.app).inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });

const statuses = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>(
    (n, r) => ({ ...n, [r.statusCode]: (n[r.statusCode] ?? 0) + 1 }),
    {},
  );

function deviceCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
  if (!cookie) throw new Error('no device cookie');
  return `${DEVICE_COOKIE}=${cookie.value}`;
}

/** Fakes the clock for one counter: its attempts and wait happened `ms` earlier. */
async function moveBack(scope: string, key: string, ms: number): Promise<void> {
  const earlier = (column: SQLWrapper) => sql`${column} - make_interval(secs => ${ms / 1000}::float8)`;
  await t.ctx.db
    .update(throttleCounters)
    .set({
      lastHitAt: earlier(throttleCounters.lastHitAt),
      windowStartedAt: earlier(throttleCounters.windowStartedAt),
      blockedUntil: earlier(throttleCounters.blockedUntil),
    })
    .where(and(eq(throttleCounters.scope, scope), eq(throttleCounters.key, key)));
}

describe('login throttle', () => {
  it('lets at most 5 of 200 concurrent wrong guesses reach the password check; the right one then gets 429', async () => {
    checks.n = 0;
    const guesses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login('admin', `yanlis-${i}`, { ip: '10.20.0.1' })),
    );
    expect(checks.n).toBeLessThanOrEqual(5);
    expect(statuses(guesses)).toEqual({ 401: checks.n, 429: 200 - checks.n });
    const refused = guesses.find((r) => r.statusCode === 429);
    expect(refused?.json().error).toMatchObject({ code: 'too_many_login_attempts' });
    expect(refused?.json().error.message).toMatch(
      /^Çok fazla başarısız giriş denemesi\. Lütfen \d+ saniye sonra tekrar deneyin\.$/,
    );

    const right = await login('admin', 'admin123', { ip: '10.20.0.1' });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(30);
    // The real admin elsewhere (no device cookie yet) is not held back by that address's guesses.
    expect((await login('admin', 'admin123', { ip: '10.20.0.2' })).statusCode).toBe(200);
  });

  it('stops guesses at one account from many addresses at the ceiling, but never a trusted device', async () => {
    const home = await login('kalite', 'kalite123', { ip: '10.40.0.1' });
    expect(home.statusCode).toBe(200);
    const trusted = deviceCookie(home);
    const attackers = (from: number, count: number) =>
      Promise.all(
        Array.from({ length: count }, (_, i) => login('kalite', 'tahmin', { ip: `10.41.${from + i}.1` })),
      );

    expect(statuses(await attackers(0, 45))).toEqual({ 401: 45 });
    // Below the ceiling the user signs in from a new browser elsewhere (and that success is no failure).
    expect((await login('kalite', 'kalite123', { ip: '10.42.0.1' })).statusCode).toBe(200);
    expect(statuses(await attackers(45, 10))).toEqual({ 401: 5, 429: 5 });

    // At the ceiling an untrusted client waits, whatever its address …
    const stranger = await login('kalite', 'kalite123', { ip: '10.42.0.2' });
    expect(stranger.statusCode).toBe(429);
    // … but the browser that signed in before does not, from anywhere.
    expect((await login('kalite', 'kalite123', { ip: '10.40.0.1', cookie: trusted })).statusCode).toBe(200);
    expect((await login('kalite', 'kalite123', { ip: '10.43.0.9', cookie: trusted })).statusCode).toBe(200);
    // Its own typos count on its own counter: 401, not 429.
    expect((await login('kalite', 'yanlis', { ip: '10.43.0.9', cookie: trusted })).statusCode).toBe(401);
    // A made-up or foreign token is no device cookie.
    const forged = `${DEVICE_COOKIE}=${'A'.repeat(43)}`;
    expect((await login('kalite', 'kalite123', { ip: '10.43.0.9', cookie: forged })).statusCode).toBe(429);
  });

  it('keeps one actor at the plant NAT from blocking colleagues or the attacked user’s own browser', async () => {
    const nat = '10.50.0.1';
    const bakimHere = await login('bakim', 'bakim123', { ip: nat });
    const trusted = deviceCookie(bakimHere);
    const guesses: LightMyRequestResponse[] = [];
    for (let i = 0; i < 35; i++) guesses.push(await login('bakim', `tahmin-${i}`, { ip: nat }));
    expect(statuses(guesses)).toEqual({ 401: 5, 429: 30 });

    expect((await login('egitim', 'egitim123', { ip: nat })).statusCode).toBe(200);
    expect((await login('bakim', 'bakim123', { ip: nat, cookie: trusted })).statusCode).toBe(200);
    // Another account's device cookie does not make a client trusted for this one.
    const egitimDevice = deviceCookie(await login('egitim', 'egitim123', { ip: nat }));
    expect((await login('bakim', 'bakim123', { ip: nat, cookie: egitimDevice })).statusCode).toBe(429);
  });

  it('caps guesses from one address over many accounts, except for trusted devices', async () => {
    const nat = '10.60.0.1';
    const colleague = deviceCookie(await login('kalip', 'kalip123', { ip: nat }));
    const spray = await Promise.all(
      Array.from({ length: 110 }, (_, i) => login(`yok${i}`, 'Sifre123', { ip: nat })),
    );
    expect(statuses(spray)).toEqual({ 401: LOGIN_RULES.address.limit, 429: 10 });
    expect((await login('kalip', 'kalip123', { ip: nat, cookie: colleague })).statusCode).toBe(200);
    expect((await login('egitim', 'egitim123', { ip: nat })).statusCode).toBe(429);
  });

  it('doubles the wait after the free failures and checks again once it has passed', async () => {
    const ip = '10.70.0.1';
    const key = `${usernameKey('proses')}|${ip}`;
    for (let i = 0; i < 5; i++) expect((await login('proses', `yanlis${i}`, { ip })).statusCode).toBe(401);
    const first = await login('proses', 'proses123', { ip });
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBeLessThanOrEqual(30);

    await moveBack(LOGIN_RULES.pair.scope, key, 31_000);
    checks.n = 0;
    expect((await login('proses', 'yanlis6', { ip })).statusCode).toBe(401);
    expect(checks.n).toBe(1);
    const second = await login('proses', 'proses123', { ip });
    expect(second.statusCode).toBe(429);
    // Twice the first wait: 60 s.
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(30);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(second.json().error.message).toMatch(/Lütfen (1 dakika|\d\d saniye) sonra tekrar deneyin\.$/);

    await moveBack(LOGIN_RULES.pair.scope, key, 61_000);
    expect((await login('proses', 'proses123', { ip })).statusCode).toBe(200);
    // Success clears this client's failures.
    const rows = await t.ctx.db.select().from(throttleCounters).where(eq(throttleCounters.key, key));
    expect(rows).toEqual([]);
  });

  it('gives up to 15 minutes of wait and forgets the failures 15 minutes after the last wait', async () => {
    const ip = '10.71.0.1';
    const key = `${usernameKey('egitim')}|${ip}`;
    for (let i = 0; i < 5; i++) await login('egitim', `yanlis${i}`, { ip });
    // Many more waited-out failures: the wait doubles up to its cap.
    for (let i = 0; i < 8; i++) {
      await moveBack(LOGIN_RULES.pair.scope, key, 15 * 60_000);
      expect((await login('egitim', 'yanlis', { ip })).statusCode).toBe(401);
    }
    const capped = await login('egitim', 'egitim123', { ip });
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(capped.json().error.message).toBe(
      'Çok fazla başarısız giriş denemesi. Lütfen 15 dakika sonra tekrar deneyin.',
    );

    // Quiet for the wait plus 15 minutes: a fresh start with 5 free attempts.
    await moveBack(LOGIN_RULES.pair.scope, key, 30 * 60_000 + 1000);
    for (let i = 0; i < 4; i++) expect((await login('egitim', 'yanlis', { ip })).statusCode).toBe(401);
    expect((await login('egitim', 'egitim123', { ip })).statusCode).toBe(200);
  });

  it('shares the counters between two server instances on one database', async () => {
    const second = await createInstance(await t.database.openSecondHandle());
    try {
      const ip = '10.80.0.1';
      const apps = [t.app, second.app];
      for (let i = 0; i < 5; i++)
        expect((await login('kalip', `yanlis${i}`, { ip, app: apps[i % 2] })).statusCode).toBe(401);
      expect((await login('kalip', 'kalip123', { ip, app: t.app })).statusCode).toBe(429);
      expect((await login('kalip', 'kalip123', { ip, app: second.app })).statusCode).toBe(429);

      checks.n = 0;
      const concurrent = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          login('kalip', `yanlis${i}`, { ip: '10.80.0.2', app: apps[i % 2] }),
        ),
      );
      expect(checks.n).toBeLessThanOrEqual(5);
      expect(statuses(concurrent)[401]).toBe(checks.n);
    } finally {
      await second.close();
    }
  });

  it('trusts the browser with a long-lived httpOnly cookie whose token is stored only hashed', async () => {
    const secure = await createInstance(t.database, { COOKIE_SECURE: 'true' });
    try {
      const res = await login('egitim', 'egitim123', { ip: '10.90.0.1', app: secure.app });
      const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/api/auth' });
      expect(cookie?.maxAge).toBe(180 * 24 * 3600);
      const token = cookie?.value ?? '';
      const rows = await t.ctx.db.select({ id: trustedDevices.id }).from(trustedDevices);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.some((r) => r.id === token)).toBe(false);
      // The same browser signing in again keeps its token; another account on it adds its own.
      const again = await login('egitim', 'egitim123', {
        ip: '10.90.0.1',
        app: secure.app,
        cookie: `${DEVICE_COOKIE}=${token}`,
      });
      expect(deviceCookie(again)).toBe(`${DEVICE_COOKIE}=${token}`);
      const shared = await login('admin', 'admin123', {
        ip: '10.90.0.1',
        app: secure.app,
        cookie: `${DEVICE_COOKIE}=${token}`,
      });
      expect(deviceCookie(shared)).toMatch(new RegExp(`^${DEVICE_COOKIE}=[\\w-]{43}\\.${token}$`));
    } finally {
      await secure.close();
    }
  });
});
