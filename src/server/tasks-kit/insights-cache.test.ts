import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTaskStats, TTeamWorkload } from '../../domain/tasks/insights-contract';
import { tasks } from '../db/schema';
import { type Actors, createTaskAs, inDays, loginActors } from '../testing/task-test-helpers';
import { createInstance, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let a: Actors;
let other: Awaited<ReturnType<typeof createInstance>>;
beforeAll(async () => {
  t = await createTestApp();
  a = await loginActors(t.app);
  other = await createInstance(await t.database.openSecondHandle());
}, 120_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const get = async <T>(app = t.app, url = '/api/tasks/stats'): Promise<T> =>
  (await app.inject({ method: 'GET', url, headers: { cookie: a.cookie.admin } })).json() as T;
const total = async (app = t.app) => (await get<TTaskStats>(app)).totals.total;

describe('cached dashboard figures', () => {
  it('show this instance’s own write at once', async () => {
    const before = await total();
    await createTaskAs(t.app, a.cookie.admin, { title: 'Önbellek', assigneeId: a.id.kalip });
    expect(await total()).toBe(before + 1);
  });

  it('follow writes made elsewhere (another instance, a direct statement) through NOTIFY', async () => {
    const before = await total();
    const otherBefore = await total(other.app);
    await t.ctx.db.insert(tasks).values({ title: 'Doğrudan', assigneeId: a.id.kalip, dueDate: inDays(2) });
    await expect.poll(() => total(), { timeout: 5_000, interval: 50 }).toBe(before + 1);
    await expect.poll(() => total(other.app), { timeout: 5_000, interval: 50 }).toBe(otherBefore + 1);
    await createTaskAs(other.app, a.cookie.admin, { title: 'Öteki sunucu', assigneeId: a.id.bakim });
    await expect.poll(() => total(), { timeout: 5_000, interval: 50 }).toBe(before + 2);
  });

  it('show a new capacity and a new colleague on the workload', async () => {
    await get<TTeamWorkload>(t.app, '/api/team/workload');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/team/settings',
      headers: { cookie: a.cookie.admin },
      payload: { weeklyCapacityHours: 32 },
    });
    expect(put.statusCode).toBe(200);
    expect((await get<TTeamWorkload>(t.app, '/api/team/workload')).capacityHours).toBe(32);
    await expect
      .poll(async () => (await get<TTeamWorkload>(other.app, '/api/team/workload')).capacityHours, {
        timeout: 5_000,
      })
      .toBe(32);
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        fullName: 'Önbellek Yeni',
        email: 'onbellek@firma.com.tr',
        username: 'onbellek',
        password: 'onbellek123',
        department: 'Kalite',
        position: 'Tekniker',
      },
    });
    expect(signup.statusCode).toBeLessThan(300);
    await expect
      .poll(
        async () =>
          (await get<TTeamWorkload>(other.app, '/api/team/workload')).members.some(
            (m) => m.fullName === 'Önbellek Yeni',
          ),
        { timeout: 5_000 },
      )
      .toBe(true);
  });
});

describe('cached first-page task counts', () => {
  const count = async (app = t.app) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/tasks?search=zqsayim&limit=1',
      headers: { cookie: a.cookie.admin },
    });
    return (res.json() as { total: { count: number } | null }).total?.count;
  };

  it('follow this instance’s writes at once and other instances’ through NOTIFY', async () => {
    await createTaskAs(t.app, a.cookie.admin, { title: 'zqsayim bir', assigneeId: a.id.kalip });
    const second = await createTaskAs(t.app, a.cookie.admin, {
      title: 'zqsayim iki',
      assigneeId: a.id.kalip,
    });
    // Two matches and a page of one: the count is a query, and now a cached one.
    expect(await count()).toBe(2);
    expect(await count(other.app)).toBe(2);
    await createTaskAs(t.app, a.cookie.admin, { title: 'zqsayim üç', assigneeId: a.id.bakim });
    expect(await count()).toBe(3);
    await expect.poll(() => count(other.app), { timeout: 5_000, interval: 50 }).toBe(3);
    const del = await other.app.inject({
      method: 'DELETE',
      url: `/api/tasks/${second.id}`,
      headers: { cookie: a.cookie.admin },
    });
    expect(del.statusCode).toBe(200);
    expect(await count(other.app)).toBe(2);
    await expect.poll(() => count(), { timeout: 5_000, interval: 50 }).toBe(2);
  });
});
