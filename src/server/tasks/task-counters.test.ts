import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plantTimeZone } from '../../domain/shared/plant-date';
import { addDays } from '../../domain/shared/calendar';
import type { Db } from '../db/database';
import { taskDailyCounts, taskDueCounts, tasks } from '../db/schema';
import {
  type Actors,
  createTaskAs,
  inDays,
  loginActors,
  patchTask,
  today,
} from '../testing/task-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { countsPerUser, syncCounterZone } from '../tasks-kit/task-counters';
import { taskStats } from './task-stats';

let t: TestApp;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp();
  a = await loginActors(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** What the counters must say, grouped straight from the tasks table (the pre-counter queries). */
async function fromTasks(db: Db, day: string) {
  const rows = await db
    .select({
      userId: tasks.assigneeId,
      total: sql<number>`count(*)`.mapWith(Number),
      completed: sql<number>`count(*) filter (where ${tasks.status} = 'completed')`.mapWith(Number),
      inProgress: sql<number>`count(*) filter (where ${tasks.status} = 'in_progress')`.mapWith(Number),
      overdue:
        sql<number>`count(*) filter (where ${tasks.status} <> 'completed' and ${tasks.dueDate} < ${day})`.mapWith(
          Number,
        ),
      remaining:
        sql<number>`coalesce(sum(greatest(${tasks.estimatedHours} - ${tasks.completedHours}, 0)) filter (where ${tasks.status} <> 'completed'), 0)`.mapWith(
          Number,
        ),
    })
    .from(tasks)
    .groupBy(tasks.assigneeId);
  return new Map(rows.map((r) => [r.userId, r]));
}

async function expectCountersMatchTasks(day = today()) {
  const truth = await fromTasks(t.ctx.db, day);
  for (const c of await countsPerUser(t.ctx.db, day)) {
    const want = truth.get(c.userId);
    expect({
      user: c.userId,
      total: c.total,
      completed: c.completed,
      inProgress: c.inProgress,
      overdue: c.overdue,
    }).toEqual({
      user: c.userId,
      total: want?.total ?? 0,
      completed: want?.completed ?? 0,
      inProgress: want?.inProgress ?? 0,
      overdue: want?.overdue ?? 0,
    });
    expect(c.remainingHours).toBeCloseTo(want?.remaining ?? 0, 6);
  }
  // The rollups: one count per task (created), per completed task, per task by due date.
  const [daily] = await t.ctx.db
    .select({
      created: sql<number>`coalesce(sum(${taskDailyCounts.created}), 0)`.mapWith(Number),
      completed: sql<number>`coalesce(sum(${taskDailyCounts.completed}), 0)`.mapWith(Number),
    })
    .from(taskDailyCounts);
  const [due] = await t.ctx.db
    .select({ n: sql<number>`coalesce(sum(${taskDueCounts.tasks}), 0)`.mapWith(Number) })
    .from(taskDueCounts);
  const all = [...truth.values()];
  expect(daily?.created).toBe(all.reduce((s, r) => s + r.total, 0));
  expect(daily?.completed).toBe(all.reduce((s, r) => s + r.completed, 0));
  expect(due?.n).toBe(all.reduce((s, r) => s + r.total, 0));
}

describe('task counters', () => {
  it('start equal to the tasks table (demo data went through the triggers)', async () => {
    await expectCountersMatchTasks();
  });

  it('stay exact under concurrent creates, moves, cross reassignments, hour logs and deletes', async () => {
    const owners = [a.id.kalite, a.id.kalip, a.id.bakim];
    const created = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        createTaskAs(t.app, a.cookie.admin, {
          title: `Eşzamanlı ${i}`,
          assigneeId: owners[i % owners.length],
          dueDate: inDays((i % 5) - 2),
          estimatedHours: 3.3,
        }),
      ),
    );
    const ids = created.map((c) => c.id);
    const statuses = ['in_progress', 'review', 'completed'];
    // Rounds of concurrent requests touching the same counter rows from every side.
    for (const status of statuses) {
      const results = await Promise.all([
        ...ids.slice(0, 16).map((id) => patchTask(t.app, a.cookie.admin, id, { status })),
        // A→B and B→A at the same time: counter rows are locked in key order, no deadlock.
        ...ids
          .slice(16, 22)
          .map((id, i) =>
            patchTask(t.app, a.cookie.admin, id, { assigneeId: owners[(i + statuses.indexOf(status)) % 3] }),
          ),
        ...ids.slice(16, 22).map((id) => patchTask(t.app, a.cookie.admin, id, { logHours: 0.1 })),
      ]);
      for (const r of results) expect(r.statusCode).toBe(200);
    }
    const deleted = await Promise.all(
      ids
        .slice(20)
        .map((id) =>
          t.app.inject({ method: 'DELETE', url: `/api/tasks/${id}`, headers: { cookie: a.cookie.admin } }),
        ),
    );
    for (const r of deleted) expect(r.statusCode).toBe(200);
    await expectCountersMatchTasks();
  });

  it('recount overdue for a new day and back', async () => {
    for (const day of [inDays(3), inDays(-4), today()]) {
      const stats = await taskStats(t.ctx.db, new Date(`${day}T12:00:00Z`));
      const truth = [...(await fromTasks(t.ctx.db, day)).values()].reduce((s, r) => s + r.overdue, 0);
      expect(stats.totals.overdue).toBe(truth);
      await expectCountersMatchTasks(day);
    }
  });

  it('recompute plant days when the zone changes', async () => {
    const zone = plantTimeZone();
    // 22:30 UTC is the next day in Istanbul and the same day in UTC.
    await t.ctx.db.insert(tasks).values({
      title: 'Gece yarısı',
      assigneeId: a.id.kalip,
      dueDate: addDays(today(), 5),
      createdAt: new Date(`${addDays(today(), -40)}T22:30:00Z`),
    });
    const createdOn = async (day: string) =>
      (
        await t.ctx.db
          .select({ n: taskDailyCounts.created })
          .from(taskDailyCounts)
          .where(sql`${taskDailyCounts.day} = ${day}`)
      )[0]?.n ?? 0;
    const [utcDay, plantDay] = [addDays(today(), -40), addDays(today(), -39)];
    const plantBefore = await createdOn(plantDay);
    await syncCounterZone(t.ctx.db, 'UTC');
    expect(await createdOn(utcDay)).toBeGreaterThanOrEqual(1);
    expect(await createdOn(plantDay)).toBe(plantBefore - 1);
    await syncCounterZone(t.ctx.db, zone);
    expect(await createdOn(plantDay)).toBe(plantBefore);
    await expectCountersMatchTasks();
  });
});
