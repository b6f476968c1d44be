import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../domain/account/contract';
import type { TAccountSession } from '../../domain/account/contract';
import { SESSION_COOKIE } from '../auth-kit/session-store';
import type { Database } from '../db/database';
import { sessions, throttleCounters, trustedDevices, users } from '../db/schema';
import { createInstance, createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';
import { MAX_PASSWORD_CHANGE_ATTEMPTS } from './password-change-throttle';
import { publicSessionId } from './present-session';

// Two server instances on one database, as behind a load balancer: a session ended or a profile
// changed through one must be seen by the other (LISTEN/NOTIFY evicts its session cache).
let one: TestApp;
let two: Awaited<ReturnType<typeof createInstance>>;
let secondHandle: Database;

beforeAll(async () => {
  one = await createTestApp();
  secondHandle = await one.database.openSecondHandle();
  two = await createInstance(secondHandle);
});
afterAll(async () => {
  await two?.close();
  await secondHandle?.close();
  await one?.close();
});

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

interface TestSession {
  cookie: string;
  /** The database id (sha-256 of the cookie token). */
  id: string;
}

async function userId(username: string): Promise<string> {
  const [row] = await one.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

/** A session as a login from the given browser would create it. */
async function openSession(
  username: string,
  userAgent = CHROME_WINDOWS,
  ip = '10.1.2.3',
): Promise<TestSession> {
  const { token } = await one.ctx.sessions.create(await userId(username), { ip, userAgent });
  return { cookie: `${SESSION_COOKIE}=${token}`, id: createHash('sha256').update(token).digest('base64url') };
}

const me = (app: FastifyInstance, session: TestSession) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: session.cookie } });

const call = (
  app: FastifyInstance,
  session: TestSession,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) => app.inject({ method, url, headers: { cookie: session.cookie }, ...(payload ? { payload } : {}) });

const listed = async (app: FastifyInstance, session: TestSession): Promise<TAccountSession[]> => {
  const res = await call(app, session, 'GET', '/api/account/sessions');
  expect(res.statusCode).toBe(200);
  return res.json().sessions;
};

const lastSeen = async (id: string): Promise<number> => {
  const [row] = await one.ctx.db
    .select({ at: sessions.lastSeenAt })
    .from(sessions)
    .where(eq(sessions.id, id));
  if (!row) throw new Error('session gone');
  return row.at.getTime();
};

/** Moves a session's last use into the past, as if nobody had used it since. */
const ageSession = (id: string, minutes: number) =>
  one.ctx.db
    .update(sessions)
    .set({ lastSeenAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(sessions.id, id));

/** Retries until `check` holds: NOTIFY reaches the other instance asynchronously. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const sessionExists = async (id: string) =>
  (await one.ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, id))).length > 0;

describe('idle timeout', () => {
  const idleMinutes = () => one.ctx.config.sessionIdleMs / 60_000;

  it('refuses and deletes a session unused for longer than the idle limit, before its absolute expiry', async () => {
    const s = await openSession('bakim');
    await ageSession(s.id, idleMinutes() + 1);
    const res = await me(one.app, s);
    expect(res.statusCode).toBe(401);
    expect(await sessionExists(s.id)).toBe(false);
  });

  it('refuses an idle session that an instance had cached once its cache entry is gone', async () => {
    const s = await openSession('bakim');
    expect((await me(two.app, s)).statusCode).toBe(200);
    await ageSession(s.id, idleMinutes() + 1);
    // The 30 s cache would still answer; dropping the entry stands for its time running out.
    two.ctx.sessions.evictSession(s.id);
    expect((await me(two.app, s)).statusCode).toBe(401);
  });

  it('touches last_seen_at when the store goes to the database, not on every request', async () => {
    const s = await openSession('bakim');
    await ageSession(s.id, 10);
    const before = await lastSeen(s.id);
    expect((await me(one.app, s)).statusCode).toBe(200);
    const touched = await lastSeen(s.id);
    expect(touched).toBeGreaterThan(before + 9 * 60_000);
    // Cached now: further requests do not write.
    await ageSession(s.id, 5);
    const aged = await lastSeen(s.id);
    for (let i = 0; i < 3; i++) expect((await me(one.app, s)).statusCode).toBe(200);
    expect(await lastSeen(s.id)).toBe(aged);
  });

  it('the periodic clean-up also removes idle sessions', async () => {
    const idle = await openSession('bakim');
    const active = await openSession('bakim');
    await ageSession(idle.id, idleMinutes() + 1);
    await one.ctx.sessions.deleteExpired();
    expect(await sessionExists(idle.id)).toBe(false);
    expect(await sessionExists(active.id)).toBe(true);
  });
});

describe('session list and revocation', () => {
  it('lists only the caller’s live sessions with opaque ids, readable devices and the current one marked', async () => {
    const laptop = await openSession('egitim', CHROME_WINDOWS, '10.0.0.5');
    const phone = await openSession('egitim', SAFARI_IPHONE, '10.0.0.6');
    const idle = await openSession('egitim');
    await ageSession(idle.id, one.ctx.config.sessionIdleMs / 60_000 + 1);
    await openSession('proses');
    const list = await listed(one.app, laptop);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      current: true,
      ip: '10.0.0.5',
      device: { browser: 'Chrome', os: 'Windows', deviceType: 'desktop' },
    });
    expect(list[1]).toMatchObject({
      current: false,
      id: publicSessionId(phone.id),
      device: { browser: 'Safari', os: 'iOS', deviceType: 'mobile' },
    });
    const text = JSON.stringify(list);
    // Neither the database id nor the cookie token reaches the browser.
    expect(text).not.toContain(laptop.id);
    expect(text).not.toContain(phone.id);
    expect(text).not.toContain(phone.cookie.split('=')[1]);
  });

  it('a user cannot list or revoke another user’s sessions: their public id answers 404 and the session lives on', async () => {
    const victim = await openSession('admin');
    const attacker = await openSession('kalip');
    const victimPublicId = (await listed(one.app, victim))[0]?.id;
    expect(victimPublicId).toBe(publicSessionId(victim.id));
    expect((await listed(one.app, attacker)).map((s) => s.id)).not.toContain(victimPublicId);
    const res = await call(one.app, attacker, 'DELETE', `/api/account/sessions/${victimPublicId}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(ACCOUNT_MESSAGES.sessionNotFound);
    expect(await sessionExists(victim.id)).toBe(true);
    expect((await me(one.app, victim)).statusCode).toBe(200);
    // The database id itself is no key either.
    const byDbId = await call(one.app, attacker, 'DELETE', `/api/account/sessions/${victim.id}`);
    expect(byDbId.statusCode).toBe(400);
    expect(await sessionExists(victim.id)).toBe(true);
  });

  it('ends one other session on every instance, refuses the current one here', async () => {
    const current = await openSession('kalite');
    const other = await openSession('kalite', SAFARI_IPHONE);
    expect((await me(two.app, other)).statusCode).toBe(200); // cached on instance two
    const own = await call(
      one.app,
      current,
      'DELETE',
      `/api/account/sessions/${publicSessionId(current.id)}`,
    );
    expect(own.statusCode).toBe(400);
    expect(own.json().error.code).toBe('current_session');
    const res = await call(one.app, current, 'DELETE', `/api/account/sessions/${publicSessionId(other.id)}`);
    expect(res.statusCode).toBe(200);
    await eventually(async () => (await me(two.app, other)).statusCode === 401);
    expect((await me(one.app, current)).statusCode).toBe(200);
  });

  it('"Diğer tüm oturumları kapat" ends every other session and keeps the current one', async () => {
    const current = await openSession('kalite');
    const others = [await openSession('kalite'), await openSession('kalite', SAFARI_IPHONE)];
    for (const s of others) expect((await me(two.app, s)).statusCode).toBe(200);
    const bystander = await openSession('proses');
    const res = await call(one.app, current, 'POST', '/api/account/sessions/revoke-others');
    expect(res.statusCode).toBe(200);
    expect(res.json().revoked).toBeGreaterThanOrEqual(2);
    for (const s of others) await eventually(async () => (await me(two.app, s)).statusCode === 401);
    expect((await me(two.app, current)).statusCode).toBe(200);
    expect((await me(one.app, bystander)).statusCode).toBe(200);
    expect((await listed(one.app, current)).map((s) => s.current)).toEqual([true]);
  });

  it('documents every account route in the OpenAPI description under the tag "account"', async () => {
    const doc = (await one.app.inject({ url: '/api/docs/json' })).json();
    const operations = [
      ['/api/account/sessions', 'get'],
      ['/api/account/sessions/{id}', 'delete'],
      ['/api/account/sessions/revoke-others', 'post'],
      ['/api/account/password', 'put'],
      ['/api/account/profile', 'patch'],
    ] as const;
    for (const [path, method] of operations) expect(doc.paths[path]?.[method]?.tags).toEqual(['account']);
  });

  it('all account routes are private', async () => {
    const res = await one.app.inject({ method: 'GET', url: '/api/account/sessions' });
    expect(res.statusCode).toBe(401);
    const put = await one.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      payload: { currentPassword: 'x', newPassword: 'yenisifre1' },
    });
    expect(put.statusCode).toBe(401);
  });
});

describe('change password', () => {
  const put = (app: FastifyInstance, s: TestSession, currentPassword: string, newPassword: string) =>
    call(app, s, 'PUT', '/api/account/password', { currentPassword, newPassword });

  it('ends the user’s other sessions (on the second instance too) and keeps the current one', async () => {
    const [username, password] = DEMO.kalite;
    const current = await openSession(username);
    const elsewhere = await openSession(username, SAFARI_IPHONE);
    const loggedInOnTwo = await loginAs(two.app, username, password);
    expect((await me(two.app, elsewhere)).statusCode).toBe(200);
    expect(
      (await two.app.inject({ url: '/api/auth/me', headers: { cookie: loggedInOnTwo } })).statusCode,
    ).toBe(200);

    const res = await put(one.app, current, password, 'yeni-sifre-42');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true });
    expect(res.json().revokedSessions).toBeGreaterThanOrEqual(2);

    await eventually(async () => (await me(two.app, elsewhere)).statusCode === 401);
    await eventually(
      async () =>
        (await two.app.inject({ url: '/api/auth/me', headers: { cookie: loggedInOnTwo } })).statusCode ===
        401,
    );
    expect((await me(one.app, current)).statusCode).toBe(200);
    expect((await me(two.app, current)).statusCode).toBe(200);
    await expect(loginAs(one.app, username, password)).rejects.toThrow('401');
    await expect(loginAs(two.app, username, 'yeni-sifre-42')).resolves.toContain(SESSION_COOKIE);
  });

  it('no browser stays trusted after a password change', async () => {
    const [username, password] = ['bakim', 'bakim123'];
    // A successful login makes the browser a trusted device (its cookie bypasses the wider limits).
    await loginAs(one.app, username, password);
    const id = await userId(username);
    const devices = () => one.ctx.db.select().from(trustedDevices).where(eq(trustedDevices.userId, id));
    expect((await devices()).length).toBeGreaterThan(0);
    const current = await openSession(username);
    expect((await put(one.app, current, password, 'bakim-yeni-42')).statusCode).toBe(200);
    expect(await devices()).toHaveLength(0);
  });

  it('refuses a wrong current password with a Turkish message and changes nothing', async () => {
    const s = await openSession('proses');
    const other = await openSession('proses');
    const res = await put(one.app, s, 'yanlis-sifre', 'baska-sifre-1');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'wrong_password',
      message: ACCOUNT_MESSAGES.currentPasswordWrong,
      field: 'currentPassword',
    });
    expect((await me(one.app, other)).statusCode).toBe(200);
    await expect(loginAs(one.app, 'proses', 'proses123')).resolves.toContain(SESSION_COOKIE);
  });

  it.each([
    [{ currentPassword: '', newPassword: 'yenisifre' }, ACCOUNT_MESSAGES.currentPasswordRequired],
    [{ currentPassword: 'proses123', newPassword: '12345' }, ACCOUNT_MESSAGES.passwordTooShort],
    [{ currentPassword: 'proses123', newPassword: '      ' }, ACCOUNT_MESSAGES.newPasswordRequired],
    [{ currentPassword: 'proses123', newPassword: 'proses123' }, ACCOUNT_MESSAGES.passwordUnchanged],
  ])('validates the new password with the sign-up rules: %j', async (payload, message) => {
    const s = await openSession('proses');
    const res = await call(one.app, s, 'PUT', '/api/account/password', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('throttles wrong guesses per user across instances: then even the right password answers 429', async () => {
    const [username, password] = DEMO.kalip;
    const a = await openSession(username);
    const b = await openSession(username);
    for (let i = 0; i < MAX_PASSWORD_CHANGE_ATTEMPTS; i++) {
      // Spread over both instances and two sessions: the count is per user, in the database.
      const res = await put(i % 2 ? two.app : one.app, i % 2 ? b : a, `yanlis-${i}`, 'yeni-sifre-99');
      expect(res.statusCode).toBe(400);
    }
    const blocked = await put(one.app, a, password, 'yeni-sifre-99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('too_many_password_attempts');
    expect(blocked.json().error.message).toMatch(
      /^Çok fazla hatalı şifre denemesi\. Lütfen \d+ dakika sonra/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    await expect(loginAs(one.app, username, password)).resolves.toContain(SESSION_COOKIE);

    // Once the window has passed, the right password works again and clears the count.
    await one.ctx.db
      .update(throttleCounters)
      .set({ windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(eq(throttleCounters.key, await userId(username)));
    const res = await put(two.app, b, password, 'yeni-sifre-99');
    expect(res.statusCode).toBe(200);
    const left = await one.ctx.db
      .select()
      .from(throttleCounters)
      .where(eq(throttleCounters.key, await userId(username)));
    expect(left).toEqual([]);
  });
});

describe('profile', () => {
  const patch = (app: FastifyInstance, s: TestSession, payload: unknown) =>
    call(app, s, 'PATCH', '/api/account/profile', payload);

  it('updates name, department and position; /api/auth/me on the second instance shows them', async () => {
    const s = await openSession('egitim');
    expect((await me(two.app, s)).json().user.fullName).toBe('Zeynep Şahin'); // cached on two
    const res = await patch(one.app, s, {
      fullName: '  Zeynep Şahin Öztürk ',
      department: 'Kalite',
      position: 'Eğitim ve Kalite Sorumlusu',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      username: 'egitim',
      fullName: 'Zeynep Şahin Öztürk',
      department: 'Kalite',
      position: 'Eğitim ve Kalite Sorumlusu',
    });
    expect((await me(one.app, s)).json().user.fullName).toBe('Zeynep Şahin Öztürk');
    await eventually(async () => (await me(two.app, s)).json().user.fullName === 'Zeynep Şahin Öztürk');
    expect((await me(two.app, s)).json().user).toMatchObject({ department: 'Kalite' });
  });

  it.each(['Ahmet Yılmaz\u200b', '\u202eAhmet Yılmaz', 'Ahmet\u00adYılmaz'])(
    'refuses a name with invisible characters (%j): it could pass for a colleague',
    async (fullName) => {
      const s = await openSession('proses');
      const res = await patch(one.app, s, { fullName });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ field: 'fullName' });
    },
  );

  it('changes only the fields sent', async () => {
    const s = await openSession('bakim');
    const res = await patch(one.app, s, { position: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ fullName: 'Ali Kaya', department: 'Bakım', position: '' });
  });

  it.each([
    [{ fullName: '   ' }, ACCOUNT_MESSAGES.fullNameRequired, 'fullName'],
    [{ fullName: 'x'.repeat(121) }, ACCOUNT_MESSAGES.tooLong, 'fullName'],
    [{ department: 'Hackerlar' }, ACCOUNT_MESSAGES.departmentInvalid, 'department'],
    [{ position: 'p'.repeat(101) }, ACCOUNT_MESSAGES.tooLong, 'position'],
  ])('validates with Turkish messages: %j', async (payload, message, field) => {
    const s = await openSession('bakim');
    const res = await patch(one.app, s, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message, field });
  });

  it('cannot change role, username or email', async () => {
    const s = await openSession('bakim');
    for (const payload of [{ role: 'Yönetici' }, { username: 'root' }, { email: 'x@y.z' }]) {
      const res = await patch(one.app, s, payload);
      expect(res.statusCode).toBe(400);
    }
    expect((await me(one.app, s)).json().user).toMatchObject({ role: 'Bakım Teknisyeni', username: 'bakim' });
  });
});
