import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { avatarInitials } from '../../domain/shared/initials';
import type { TTaskStats } from '../../domain/tasks/insights-contract';
import { completionRate } from '../../domain/tasks/progress';
import { addDays, startOfZonedDay, weekDates, zonedDate } from '../../domain/tasks/work-calendar';
import type { Db } from '../db/database';
import { tasks, users } from '../db/schema';

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Open and past its due day (Istanbul date `today`). */
export const overdueCondition = (today: string) =>
  sql`${tasks.status} <> 'completed' and ${tasks.dueDate} < ${today}`;

/** The work dashboard: totals by status, overdue, completion rate, per-user performance, this week's completions. */
export async function taskStats(db: Db, now: Date = new Date()): Promise<TTaskStats> {
  const today = zonedDate(now);
  const week = weekDates(today);
  const bounds = [...week, addDays(week[6] ?? today, 1)].map((d) => startOfZonedDay(d));
  const weekStart = bounds[0] ?? now;
  const weekEnd = bounds[7] ?? now;

  const [totalsRow] = await db
    .select({
      total: count(),
      todo: countWhere(sql`${tasks.status} = 'todo'`),
      inProgress: countWhere(sql`${tasks.status} = 'in_progress'`),
      review: countWhere(sql`${tasks.status} = 'review'`),
      completed: countWhere(sql`${tasks.status} = 'completed'`),
      overdue: countWhere(overdueCondition(today)),
    })
    .from(tasks);
  const totals = totalsRow ?? { total: 0, todo: 0, inProgress: 0, review: 0, completed: 0, overdue: 0 };

  const completedOfWeek = await db
    .select({ completedAt: tasks.completedAt })
    .from(tasks)
    .where(
      and(eq(tasks.status, 'completed'), gte(tasks.completedAt, weekStart), lt(tasks.completedAt, weekEnd)),
    );
  const perDay = week.map(() => 0);
  for (const { completedAt } of completedOfWeek) {
    if (!completedAt) continue;
    const day = bounds.findIndex(
      (b, i) => i < 7 && completedAt >= b && completedAt < (bounds[i + 1] ?? weekEnd),
    );
    if (day >= 0) perDay[day] = (perDay[day] ?? 0) + 1;
  }

  const completedCount = countWhere(sql`${tasks.status} = 'completed'`);
  const people = await db
    .select({
      userId: users.id,
      fullName: users.fullName,
      role: users.role,
      total: count(tasks.id),
      completed: completedCount,
      inProgress: countWhere(sql`${tasks.status} = 'in_progress'`),
      overdue: countWhere(overdueCondition(today)),
    })
    .from(users)
    .innerJoin(tasks, eq(tasks.assigneeId, users.id))
    .groupBy(users.id)
    .orderBy(desc(completedCount), users.fullName);

  return {
    totals,
    completionRate: completionRate(totals.completed, totals.total),
    teamPerformance: people.map((p) => ({
      ...p,
      initials: avatarInitials(p.fullName),
      completionRate: completionRate(p.completed, p.total),
    })),
    weeklyProgress: week.map((date, i) => ({ date, completed: perDay[i] ?? 0 })),
    today,
  };
}
