import { type AnyColumn, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { taskCounterState, taskCounters, users } from '../db/schema';

/**
 * The dashboards read task_counters, kept by the triggers of migration 0007 (one row per assignee and
 * status), instead of grouping every task per request: the cost follows the number of users.
 */

/** Recomputes the plant-day counters when this instance's PLANT_TIME_ZONE differs from the stored one. */
export async function syncCounterZone(db: Db, timeZone: string): Promise<void> {
  await db.execute(sql`select task_counters_set_zone(${timeZone})`);
}

/** `overdue` is counted as of one plant day; the first reader of a new day recounts it (once, under lock). */
export async function ensureOverdueDay(db: Db, today: string): Promise<void> {
  const [state] = await db
    .select({ day: taskCounterState.overdueDay })
    .from(taskCounterState)
    .where(eq(taskCounterState.id, 1));
  if (state?.day === today) return;
  await db.execute(sql`select task_counters_roll_overdue(${today}::date)`);
}

const sumWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(${taskCounters.tasks}) filter (where ${condition}), 0)`.mapWith(Number);
const total = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** Every user with their task figures (zeros for a user without tasks), ordered by name. */
export async function countsPerUser(db: Db, today: string) {
  await ensureOverdueDay(db, today);
  return db
    .select({
      userId: users.id,
      fullName: users.fullName,
      role: users.role,
      total: total(taskCounters.tasks),
      todo: sumWhere(sql`${taskCounters.status} = 'todo'`),
      inProgress: sumWhere(sql`${taskCounters.status} = 'in_progress'`),
      review: sumWhere(sql`${taskCounters.status} = 'review'`),
      completed: sumWhere(sql`${taskCounters.status} = 'completed'`),
      overdue: total(taskCounters.overdue),
      remainingHours: total(taskCounters.remainingHours),
      onTime: total(taskCounters.onTime),
    })
    .from(users)
    .leftJoin(taskCounters, eq(taskCounters.assigneeId, users.id))
    .groupBy(users.id)
    .orderBy(users.fullName);
}
export type UserCounts = Awaited<ReturnType<typeof countsPerUser>>[number];
