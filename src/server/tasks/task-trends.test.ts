import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TREND_WEEKS_MESSAGE, trendWeekStarts } from '../../domain/shared/trend-weeks';
import type { TTaskTrends } from '../../domain/tasks/insights-contract';
import { addDays, startOfZonedDay } from '../../domain/shared/calendar';
import { tasks } from '../db/schema';
import { type Actors, loginActors, today } from '../testing/task-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp();
  a = await loginActors(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const MINUTE = 60_000;
const trends = async (weeks = 4): Promise<TTaskTrends> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/tasks/trends?weeks=${weeks}`,
    headers: { cookie: a.cookie.kalite },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const byWeek = (r: TTaskTrends) => new Map(r.weeks.map((w) => [w.weekStart, w]));

/** Hand-built rows straight into the table: creation and completion instants are the test's to choose. */
async function insertTask(row: {
  createdAt: Date;
  dueDate: string;
  completedAt?: Date;
  status?: 'todo' | 'in_progress' | 'review' | 'completed';
}) {
  await t.ctx.db.insert(tasks).values({
    title: 'Eğilim görevi',
    assigneeId: a.id.kalip,
    createdBy: a.id.kalite,
    status: row.status ?? (row.completedAt ? 'completed' : 'todo'),
    dueDate: row.dueDate,
    createdAt: row.createdAt,
    completedAt: row.completedAt ?? null,
  });
}

describe('GET /api/tasks/trends', () => {
  it('answers 400 with the Turkish message for a week count out of range', async () => {
    for (const weeks of ['3', '53', 'abc']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/tasks/trends?weeks=${weeks}`,
        headers: { cookie: a.cookie.kalite },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ message: TREND_WEEKS_MESSAGE, field: 'weeks' });
    }
  });

  it('gives Monday-start plant weeks, oldest first, the current week last', async () => {
    const r = await trends(12);
    expect(r.weeks).toHaveLength(12);
    expect(r.weeks.map((w) => w.weekStart)).toEqual(trendWeekStarts(today(), 12));
    for (const w of r.weeks) expect(new Date(`${w.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('puts Sunday 23:30 Istanbul in the week it ends and Monday 00:30 in the next', async () => {
    const [, , previous, current] = trendWeekStarts(today(), 4) as [string, string, string, string];
    const mondayMidnight = startOfZonedDay(current).getTime();
    const before = byWeek(await trends());
    // Sunday 23:30 Istanbul is Sunday 20:30 UTC; Monday 00:30 Istanbul is still Sunday 21:30 UTC.
    await insertTask({ createdAt: new Date(mondayMidnight - 30 * MINUTE), dueDate: addDays(today(), 30) });
    await insertTask({
      createdAt: new Date(mondayMidnight - 2 * 86_400_000),
      completedAt: new Date(mondayMidnight - 30 * MINUTE),
      dueDate: addDays(today(), 30),
    });
    await insertTask({ createdAt: new Date(mondayMidnight + 30 * MINUTE), dueDate: addDays(today(), 30) });
    const after = byWeek(await trends());
    const delta = (week: string, key: 'created' | 'completed') =>
      (after.get(week)?.[key] ?? 0) - (before.get(week)?.[key] ?? 0);
    expect(delta(previous, 'created')).toBe(2);
    expect(delta(previous, 'completed')).toBe(1);
    expect(delta(current, 'created')).toBe(1);
    expect(delta(current, 'completed')).toBe(0);
  });

  it('counts overdue over time from due dates and completion times', async () => {
    const [w1, w2, w3, current] = trendWeekStarts(today(), 4) as [string, string, string, string];
    const before = byWeek(await trends());
    const at = (date: string, minutes: number) =>
      new Date(startOfZonedDay(date).getTime() + minutes * MINUTE);
    // Late since w1's Wednesday, done on the Monday 00:30 that starts the current week:
    // overdue at the end of w1, w2 and w3, no longer now.
    await insertTask({
      createdAt: at(addDays(w1, -7), 0),
      dueDate: addDays(w1, 2),
      completedAt: at(current, 30),
    });
    // Due on w2's Sunday, done on that Sunday at 23:30 Istanbul: never overdue.
    await insertTask({
      createdAt: at(addDays(w1, -7), 0),
      dueDate: addDays(w2, 6),
      completedAt: at(addDays(w2, 6), 23 * 60 + 30),
    });
    // Due on w3's Sunday and still open: overdue from the Monday after (end of w3) until now.
    await insertTask({ createdAt: at(addDays(w1, -7), 0), dueDate: addDays(w3, 6), status: 'in_progress' });
    const after = byWeek(await trends());
    const delta = (week: string) => (after.get(week)?.overdue ?? 0) - (before.get(week)?.overdue ?? 0);
    expect([delta(w1), delta(w2), delta(w3), delta(current)]).toEqual([1, 1, 2, 1]);
  });
});
