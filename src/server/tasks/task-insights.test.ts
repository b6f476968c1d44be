import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTaskStats, TTeamWorkload } from '../../domain/tasks/insights-contract';
import { weekDates } from '../../domain/shared/calendar';
import { tasks } from '../db/schema';
import {
  type Actors,
  createTaskAs,
  inDays,
  loginActors,
  patchTask,
  today,
} from '../testing/task-test-helpers';
import { createTestApp, loginAs, type TestApp } from '../testing/test-app';

let t: TestApp;
let a: Actors;
let fresh: { id: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  a = await loginActors(t.app);
  // A new colleague without tasks, so their card's figures are exactly what this test gives them.
  const signup = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: {
      fullName: 'Deniz Yücel',
      email: 'deniz@firma.com.tr',
      username: 'deniz',
      password: 'deniz123',
      department: 'Kalite',
      position: 'Tekniker',
    },
  });
  fresh = { id: signup.json().user.id, cookie: await loginAs(t.app, 'deniz', 'deniz123') };
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = async <T>(url: string, cookie = a.cookie.kalip): Promise<T> =>
  (await t.app.inject({ method: 'GET', url, headers: { cookie } })).json() as T;

async function completeTask(id: string, cookie: string) {
  for (const status of ['in_progress', 'review', 'completed']) await patchTask(t.app, cookie, id, { status });
}

describe('demo data', () => {
  it('gives the dashboard and workload something real on first start', async () => {
    const stats = await get<TTaskStats>('/api/tasks/stats');
    expect(stats.totals.total).toBeGreaterThanOrEqual(20);
    expect(stats.totals.overdue).toBeGreaterThan(0);
    expect(stats.totals.completed).toBeGreaterThan(0);
    for (const s of ['todo', 'inProgress', 'review'] as const) expect(stats.totals[s]).toBeGreaterThan(0);
    const activity = await get<{ activities: unknown[] }>('/api/tasks/activity?limit=50');
    expect(activity.activities.length).toBeGreaterThan(20);
    const dueToday = await t.ctx.db.select().from(tasks).where(eq(tasks.dueDate, today()));
    expect(dueToday.length).toBeGreaterThan(0);
  });
});

describe('task dashboard', () => {
  it('counts by status, overdue and completion rate from the tasks table', async () => {
    const before = await get<TTaskStats>('/api/tasks/stats');
    const late = await createTaskAs(t.app, a.cookie.kalite, {
      title: 'Geciken',
      assigneeId: fresh.id,
      dueDate: inDays(-3),
    });
    const done = await createTaskAs(t.app, a.cookie.kalite, { title: 'Biten', assigneeId: fresh.id });
    await completeTask(done.id, fresh.cookie);
    const after = await get<TTaskStats>('/api/tasks/stats');
    expect(after.totals.total - before.totals.total).toBe(2);
    expect(after.totals.overdue - before.totals.overdue).toBe(1);
    expect(after.totals.completed - before.totals.completed).toBe(1);
    expect(after.totals.todo - before.totals.todo).toBe(1);
    expect(after.completionRate).toBe(Math.round((after.totals.completed / after.totals.total) * 100));
    expect(after.teamPerformance.find((p) => p.userId === fresh.id)).toMatchObject({
      fullName: 'Deniz Yücel',
      initials: 'DY',
      total: 2,
      completed: 1,
      overdue: 1,
      completionRate: 50,
    });
    // This week's completions per day, Monday to Sunday, Istanbul time; today's bar grew by one.
    expect(after.weeklyProgress.map((d) => d.date)).toEqual(weekDates(today()));
    const todayBefore = before.weeklyProgress.find((d) => d.date === today())?.completed ?? 0;
    expect(after.weeklyProgress.find((d) => d.date === today())?.completed).toBe(todayBefore + 1);
    expect(late.status).toBe('todo');
  });
});

describe('team workload', () => {
  it('computes one card per user: counts, workload against the capacity, efficiency and current tasks', async () => {
    const user = 'Deniz Yücel';
    const find = (w: TTeamWorkload) => w.members.find((m) => m.fullName === user);
    const open = await createTaskAs(t.app, a.cookie.kalite, {
      title: 'Açık iş',
      assigneeId: fresh.id,
      estimatedHours: 20,
      priority: 'high',
      dueDate: inDays(1),
    });
    await patchTask(t.app, fresh.cookie, open.id, { status: 'in_progress', logHours: 5 });
    // Completed on time vs late (completion time set directly: the test cannot wait for days to pass).
    const onTime = await createTaskAs(t.app, a.cookie.kalite, {
      title: 'Zamanında',
      assigneeId: fresh.id,
      dueDate: inDays(-1),
    });
    await completeTask(onTime.id, fresh.cookie);
    await t.ctx.db
      .update(tasks)
      .set({ completedAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(tasks.id, onTime.id));

    const w = await get<TTeamWorkload>('/api/team/workload');
    expect(w.capacityHours).toBe(40);
    expect(w.members.length).toBeGreaterThanOrEqual(7);
    const card = find(w);
    // Earlier test: 'Geciken' (open, 8 h, overdue) and 'Biten' (completed today, due in 7 days: on time).
    expect(card).toMatchObject({
      initials: 'DY',
      totalTasks: 4,
      completedTasks: 2,
      inProgressTasks: 1,
      overdueTasks: 1,
      openTasks: 2,
      remainingHours: 23,
      workloadPercentage: Math.round((23 / 40) * 100),
      efficiency: 100,
    });
    // Opening the card lists the open tasks, nearest due date first.
    const current = await get<{ tasks: { title: string; priority: string; completedHours: number }[] }>(
      `/api/tasks?assignee=${fresh.id}&status=open&sort=due`,
    );
    expect(current.tasks.map((c) => [c.title, c.priority, c.completedHours])).toEqual([
      ['Geciken', 'medium', 0],
      ['Açık iş', 'high', 5],
    ]);
    const sum = w.distribution.green + w.distribution.yellow + w.distribution.orange + w.distribution.red;
    expect(sum).toBe(w.members.length);

    // Completed a day after its due date: late, efficiency drops to 2 of 3.
    const late = await createTaskAs(t.app, a.cookie.kalite, {
      title: 'Geç biten',
      assigneeId: fresh.id,
      dueDate: inDays(-2),
    });
    await completeTask(late.id, fresh.cookie);
    expect(find(await get<TTeamWorkload>('/api/team/workload'))?.efficiency).toBe(67);
  });

  it('measures against the configurable weekly capacity, which only a Yönetici may change', async () => {
    const put = (cookie: string, weeklyCapacityHours: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/team/settings',
        headers: { cookie },
        payload: { weeklyCapacityHours },
      });
    const denied = await put(a.cookie.kalite, 20);
    expect(denied.statusCode).toBe(403);
    expect((await put(a.cookie.admin, 0)).statusCode).toBe(400);
    expect((await put(a.cookie.admin, 500)).json().error.message).toContain('1 ile 80');
    expect((await put(a.cookie.admin, 20)).json()).toEqual({ weeklyCapacityHours: 20 });
    expect(await get('/api/team/settings')).toEqual({ weeklyCapacityHours: 20 });
    const w = await get<TTeamWorkload>('/api/team/workload');
    const card = w.members.find((m) => m.fullName === 'Deniz Yücel');
    expect(w.capacityHours).toBe(20);
    expect(card?.workloadPercentage).toBe(Math.round(((card?.remainingHours ?? 0) / 20) * 100));
  });
});
