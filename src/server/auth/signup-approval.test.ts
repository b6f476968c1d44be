import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../domain/auth/contract';
import { seedApiToken } from '../testing/api-tokens';
import { suggestAssignees } from '../tasks-kit/suggest-assignee';
import { createInstance, createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';
import { openSocket } from '../testing/ws-client';

/**
 * SIGNUP=approval: a new account signs in but reads nothing until a Yönetici approves it. Every route
 * of the OpenAPI list is tried as that account, so a route added later is covered the day it exists.
 */
const PENDING_MAY_REACH = new Set([
  'GET /api/health',
  'GET /api/auth/config',
  'GET /api/auth/me',
  'POST /api/auth/signup',
  'POST /api/auth/invitation',
  'POST /api/backup',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  // Single sign-on: redirects (to the provider, back to the app or the login screen), like login.
  'GET /api/auth/oidc/start',
  'GET /api/auth/oidc/callback',
]);
const SAMPLE_ID = '00000000-0000-4000-8000-000000000001';

let t: TestApp;
let second: Awaited<ReturnType<typeof createInstance>>;
let port = 0;
let ip = 0;
let admin = '';

const signUp = (username: string, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: `10.24.0.${++ip}`,
    payload: {
      fullName: `Bekleyen ${username}`,
      email: `${username}@firma.com.tr`,
      username,
      password: 'gizli-parola-1',
      department: 'Kalite',
      position: 'Kalite Teknikeri',
    },
  });
const get = (url: string, cookie: string, app = t.app) =>
  app.inject({ method: 'GET', url, headers: { cookie } });
const patch = (id: string, payload: object, cookie = admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: { cookie }, payload });

/** Signs up and in; returns the account's id and session cookie. */
async function pendingAccount(username: string): Promise<{ id: string; cookie: string }> {
  const res = await signUp(username);
  expect(res.statusCode).toBe(201);
  expect(res.json().user).toMatchObject({ role: 'Kullanıcı', approved: false, isAdmin: false });
  return { id: res.json().user.id as string, cookie: await loginAs(t.app, username, 'gizli-parola-1') };
}

beforeAll(async () => {
  t = await createTestApp({ SIGNUP: 'approval' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  // A second instance on the same database: approval must reach a session it has cached.
  second = await createInstance(await t.database.openSecondHandle(), { SIGNUP: 'approval' });
  admin = await loginAs(t.app, ...DEMO.admin);
}, 120_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe('an account awaiting approval', () => {
  let waiting: { id: string; cookie: string };
  beforeAll(async () => {
    waiting = await pendingAccount('bekleyen');
  });

  it('signs in and reads its own session and the sign-up policy', async () => {
    const me = await get('/api/auth/me', waiting.cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ username: 'bekleyen', approved: false });
    const config = await get('/api/auth/config', waiting.cookie);
    expect(config.json().signupPolicy).toBe('approval');
  });

  it('gets 403 approval_pending from every other route of the API, every method', async () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(spec.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => ({ method: m.toUpperCase(), path })),
    );
    expect(routes.filter((r) => r.method === 'GET').length).toBeGreaterThan(30);
    const leaks: string[] = [];
    for (const route of routes) {
      if (PENDING_MAY_REACH.has(`${route.method} ${route.path}`)) continue;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.path.replace(/\{[^}]+\}/g, SAMPLE_ID),
        headers: { cookie: waiting.cookie, 'content-type': 'application/json' },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{}' }),
      });
      if (res.statusCode !== 403 || res.json().error?.code !== 'approval_pending')
        leaks.push(`${route.method} ${route.path} → ${res.statusCode}`);
    }
    expect(leaks).toEqual([]);
    const users = await get('/api/users', waiting.cookie);
    expect(users.json().error).toEqual({ code: 'approval_pending', message: AUTH_MESSAGES.approvalPending });
  });

  it('is refused the WebSocket and its personal API token', async () => {
    await expect(openSocket(port, waiting.cookie)).rejects.toThrow('HTTP 403');
    // A token made before approval existed, or by any other path, speaks for the same account.
    const { secret } = await seedApiToken(t.ctx.db, waiting.id, 'Power BI');
    const feed = await t.app.inject({
      method: 'GET',
      url: '/api/feeds/tasks',
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(feed.statusCode).toBe(403);
    expect(feed.json().error.code).toBe('approval_pending');
  });

  it('is invisible to colleagues and listed for a Yönetici with approve offered', async () => {
    const kalite = await loginAs(t.app, ...DEMO.kalite);
    const colleague = await get('/api/users', kalite);
    expect(colleague.json().users.map((u: { username: string }) => u.username)).not.toContain('bekleyen');
    const list = await get('/api/users', admin);
    const row = list.json().users.find((u: { username: string }) => u.username === 'bekleyen');
    expect(row).toMatchObject({ approved: false, active: true, can: { approve: true, deactivate: true } });
    // Only a Yönetici approves.
    expect((await patch(waiting.id, { approved: true }, kalite)).statusCode).toBe(403);
    // Approval is one way: a Yönetici rejects by deactivating.
    expect((await patch(waiting.id, { approved: false })).statusCode).toBe(400);
  });

  it('is never suggested as the assignee of generated tasks (FMEA plan, audit findings)', async () => {
    // The least-loaded member of Kalite would be the newcomer with no tasks at all.
    const [suggestion] = await suggestAssignees(t.ctx.db, ['Kalite']);
    expect(suggestion?.userId).toBeDefined();
    expect(suggestion?.userId).not.toBe(waiting.id);
  });

  it("has no card on the team workload ('Ekip Yoğunluğu')", async () => {
    const workload = await get('/api/team/workload', admin);
    expect(workload.statusCode).toBe(200);
    const ids = workload.json().members.map((m: { userId: string }) => m.userId);
    expect(ids).not.toContain(waiting.id);
    expect(ids.length).toBeGreaterThan(0);
  });

  it('is let in at once when a Yönetici approves it, on every instance', async () => {
    // Both instances have the session cached (refused above, and here on the second).
    expect((await get('/api/tasks', waiting.cookie, second.app)).statusCode).toBe(403);
    const res = await patch(waiting.id, { approved: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ approved: true, can: { approve: false } });
    expect((await get('/api/tasks', waiting.cookie)).statusCode).toBe(200);
    expect((await get('/api/auth/me', waiting.cookie)).json().user.approved).toBe(true);
    // The other instance learns it through the users row's NOTIFY, as for a role change.
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await get('/api/tasks', waiting.cookie, second.app)).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(200);
    await (await openSocket(port, waiting.cookie)).close();
  });
});

describe('rejecting an account', () => {
  it('deactivates it: its sessions end and it cannot sign in', async () => {
    const rejected = await pendingAccount('reddedilen');
    const res = await patch(rejected.id, { active: false });
    expect(res.json().user).toMatchObject({ active: false, approved: false, can: { approve: false } });
    expect((await get('/api/auth/me', rejected.cookie)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'reddedilen', password: 'gizli-parola-1' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.code).toBe('account_disabled');
  });
});

describe('first account on an empty installation under approval', () => {
  let empty: TestApp;
  beforeAll(async () => {
    empty = await createTestApp({ DEMO_MODE: 'false' });
  }, 120_000);
  afterAll(async () => {
    await empty?.close();
  });

  it('is the approved Yönetici; the next one waits', async () => {
    const config = await empty.app.inject({ method: 'GET', url: '/api/auth/config' });
    // Approval is the default of a real installation.
    expect(config.json()).toMatchObject({ signupPolicy: 'approval', firstAccountBecomesAdmin: true });
    const results = await Promise.all([signUp('ilk', empty.app), signUp('ikinci', empty.app)]);
    const users = results.map((r) => r.json().user as { role: string; approved: boolean });
    expect(users.filter((u) => u.role === 'Yönetici' && u.approved)).toHaveLength(1);
    expect(users.filter((u) => u.role === 'Kullanıcı' && !u.approved)).toHaveLength(1);
    const first = users.find((u) => u.approved) as unknown as { username: string };
    const cookie = await loginAs(empty.app, first.username, 'gizli-parola-1');
    expect((await get('/api/users', cookie, empty.app)).statusCode).toBe(200);
  });
});

describe('SIGNUP=open (demo mode default)', () => {
  let open: TestApp;
  beforeAll(async () => {
    open = await createTestApp();
  }, 120_000);
  afterAll(async () => {
    await open?.close();
  });

  it('lets a new account use the app at once, as before', async () => {
    const config = await open.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(config.json().signupPolicy).toBe('open');
    const res = await signUp('acik', open.app);
    expect(res.json().user).toMatchObject({ role: 'Kullanıcı', approved: true });
    const cookie = await loginAs(open.app, 'acik', 'gizli-parola-1');
    expect((await get('/api/tasks', cookie, open.app)).statusCode).toBe(200);
    expect((await get('/api/users', cookie, open.app)).statusCode).toBe(200);
  });
});
