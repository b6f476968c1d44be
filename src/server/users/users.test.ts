import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { REALTIME_SESSION_ENDED_CLOSE_CODE } from '../../domain/realtime/contract';
import { USER_MESSAGES } from '../../domain/users/contract';
import { createInstance, createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';
import { openSocket } from '../testing/ws-client';

let t: TestApp;
let second: Awaited<ReturnType<typeof createInstance>>;
let secondPort = 0;
let ipCounter = 0;
const cookies = { admin: '', kalite: '' };
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  // A second server instance on the same database (PostgreSQL: its own pool and LISTEN connection).
  second = await createInstance(await t.database.openSecondHandle());
  await second.app.listen({ port: 0, host: '127.0.0.1' });
  secondPort = (second.app.server.address() as AddressInfo).port;
  cookies.admin = await loginAs(t.app, ...DEMO.admin);
  cookies.kalite = await loginAs(t.app, ...DEMO.kalite);
  const list = await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: cookies.admin } });
  for (const u of list.json().users as { id: string; username: string }[]) ids[u.username] = u.id;
}, 120_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const patch = (id: string, payload: unknown, cookie = cookies.admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: { cookie }, payload: payload as object });
const signUp = (username: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: `10.9.0.${++ipCounter}`,
    payload: {
      fullName: `Deneme ${username}`,
      email: `${username}@fabrika.com.tr`,
      username,
      password: 'gizli123',
      position: 'Kalite Mühendisi',
      department: 'Kalite',
    },
  });
const closed = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.once('close', (c) => resolve(c)));

describe('GET /api/users', () => {
  it('shows position, department and activity to everyone, e-mail and last login only to a Yönetici', async () => {
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { cookie: cookies.admin },
    });
    const asKalite = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { cookie: cookies.kalite },
    });
    const adminView = asAdmin.json().users.find((u: { username: string }) => u.username === 'kalite');
    expect(adminView).toMatchObject({
      position: 'Kalite Mühendisi',
      department: 'Kalite',
      active: true,
      email: 'kalite@kalite.local',
      can: { changeRole: true, deactivate: true, reactivate: false },
    });
    expect(adminView.lastLoginAt).toEqual(expect.any(String));
    const colleagueView = asKalite.json().users.find((u: { username: string }) => u.username === 'admin');
    expect(colleagueView).toMatchObject({ position: 'Sistem Yöneticisi', department: 'IT', active: true });
    expect(colleagueView.can).toEqual({
      changeRole: false,
      deactivate: false,
      reactivate: false,
      approve: false,
    });
    expect(asKalite.body).not.toContain('@kalite.local');
    expect(asKalite.body).not.toContain('lastLoginAt');
    expect(asKalite.body).not.toMatch(/argon2|passwordHash/);
  });
});

describe('PATCH /api/users/{id}', () => {
  it('sets a role of the spec for a Yönetici', async () => {
    const res = await patch(ids.bakim ?? '', { role: 'Proses Mühendisi' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ username: 'bakim', role: 'Proses Mühendisi', active: true });
    const back = await patch(ids.bakim ?? '', { role: 'Bakım Teknisyeni' });
    expect(back.json().user.role).toBe('Bakım Teknisyeni');
  });

  it('refuses a non-admin (and changes nothing)', async () => {
    const res = await patch(ids.kalite ?? '', { role: 'Yönetici' }, cookies.kalite);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Bu işlem için yetkiniz yok');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: cookies.kalite },
    });
    expect(me.json().user).toMatchObject({ role: 'Kalite Mühendisi', isAdmin: false });
  });

  it.each([
    [{ role: 'Süper Yönetici' }, 'role'],
    [{ active: 'false' }, 'active'],
    [{ role: 'Kullanıcı', passwordHash: 'x' }, 'passwordHash'],
    [{ fullName: 'Yeni Ad' }, 'fullName'],
  ])('answers 400 for %o', async (body, field) => {
    const res = await patch(ids.kalip ?? '', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe(field);
  });

  it('answers 400 for an empty change and for a malformed id, 404 for a missing user', async () => {
    const empty = await patch(ids.kalip ?? '', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(USER_MESSAGES.emptyChange);
    expect((await patch('not-a-uuid', { active: false })).statusCode).toBe(400);
    const missing = await patch('00000000-0000-4000-8000-000000000000', { active: false });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(USER_MESSAGES.notFound);
  });

  it('refuses to demote or deactivate the last active Yönetici, themselves included', async () => {
    for (const body of [{ role: 'Kullanıcı' }, { active: false }, { role: 'Yönetici', active: false }]) {
      const res = await patch(ids.admin ?? '', body);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'last_admin', message: USER_MESSAGES.lastAdmin });
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: cookies.admin } });
    expect(me.json().user).toMatchObject({ isAdmin: true, active: true });
  });

  it('lets exactly one of two admins demoting each other at once succeed', async () => {
    expect((await patch(ids.egitim ?? '', { role: 'Yönetici' })).statusCode).toBe(200);
    const egitim = await loginAs(t.app, 'egitim', 'egitim123');
    // Admin demotes egitim through instance one while egitim demotes admin through instance two.
    const [a, b] = await Promise.all([
      patch(ids.egitim ?? '', { role: 'Eğitim Sorumlusu' }),
      second.app.inject({
        method: 'PATCH',
        url: `/api/users/${ids.admin}`,
        headers: { cookie: egitim },
        payload: { role: 'Kullanıcı' },
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const list = await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: cookies.admin } });
    const admins = list
      .json()
      .users.filter((u: { role: string; active: boolean }) => u.role === 'Yönetici' && u.active);
    expect(admins).toHaveLength(1);
    // Put the demo admin back if egitim won, so the rest of the file runs as 'admin'.
    if (b.statusCode === 200) {
      await second.app.inject({
        method: 'PATCH',
        url: `/api/users/${ids.admin}`,
        headers: { cookie: egitim },
        payload: { role: 'Yönetici' },
      });
      cookies.admin = await loginAs(t.app, ...DEMO.admin);
      await patch(ids.egitim ?? '', { role: 'Eğitim Sorumlusu' });
    }
  });

  it('deactivating ends every session at once on every instance, closes sockets 4401 and blocks login', async () => {
    const cookie = await loginAs(t.app, ...DEMO.kalip);
    // Warm the session cache of both instances, so eviction (not a cache miss) is what is tested.
    for (const app of [t.app, second.app]) {
      const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
    }
    const socket = await openSocket(secondPort, cookie);
    const code = closed(socket.socket);
    const res = await patch(ids.kalip ?? '', { active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ active: false, can: { reactivate: true, deactivate: false } });
    expect(await code).toBe(REALTIME_SESSION_ENDED_CLOSE_CODE);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
    await expect
      .poll(
        async () =>
          (await second.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode,
      )
      .toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'kalip', password: 'kalip123' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toMatchObject({
      code: 'account_disabled',
      message: USER_MESSAGES.deactivated,
    });
    // A wrong password still gets the ordinary message: nothing tells a guesser the account is off.
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'kalip', password: 'yanlis123' },
    });
    expect(wrong.statusCode).toBe(401);

    const again = await patch(ids.kalip ?? '', { active: true });
    expect(again.json().user).toMatchObject({ active: true });
    expect((await loginAs(t.app, ...DEMO.kalip)).length).toBeGreaterThan(0);
  });
});

describe('first account of an empty installation', () => {
  let empty: TestApp;
  let other: Awaited<ReturnType<typeof createInstance>>;
  beforeAll(async () => {
    empty = await createTestApp({ DEMO_MODE: 'false' });
    other = await createInstance(await empty.database.openSecondHandle(), { DEMO_MODE: 'false' });
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await empty?.close();
  });

  it('tells the sign-up screen, and two simultaneous sign-ups on two instances give exactly one Yönetici', async () => {
    const config = await empty.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(config.json()).toMatchObject({
      demoMode: false,
      demoAccounts: [],
      firstAccountBecomesAdmin: true,
    });
    const results = await Promise.all([
      signUp('birinci', empty.app),
      signUp('ikinci', other.app),
      signUp('ucuncu', empty.app),
      signUp('dorduncu', other.app),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const roles = results.map((r) => r.json().user.role as string);
    expect(roles.filter((r) => r === 'Yönetici')).toHaveLength(1);
    expect(roles.filter((r) => r === 'Kullanıcı')).toHaveLength(3);
    const after = await other.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(after.json().firstAccountBecomesAdmin).toBe(false);
    // The position typed at sign-up is kept and shown; the role stays the permission.
    expect(results[0]?.json().user.position).toBe('Kalite Mühendisi');
  });

  it('gives later sign-ups the default role', async () => {
    const res = await signUp('besinci', empty.app);
    expect(res.json().user).toMatchObject({ role: 'Kullanıcı', isAdmin: false });
  });
});
