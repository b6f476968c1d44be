import { and, gte, lte } from 'drizzle-orm';
import { avatarInitials } from '../../domain/shared/initials';
import type { TTaskStats } from '../../domain/tasks/insights-contract';
import { completionRate } from '../../domain/tasks/progress';
import { weekDates, zonedDate } from '../../domain/shared/calendar';
import type { Db } from '../db/database';
import { taskDailyCounts } from '../db/schema';
import { countsPerUser } from '../tasks-kit/task-counters';

/** The work dashboard: totals by status, overdue, completion rate, per-user performance, this week's completions. */
export async function taskStats(db: Db, now: Date = new Date()): Promise<TTaskStats> {
  const today = zonedDate(now);
  const week = weekDates(today);
  const people = (await countsPerUser(db, today)).filter((p) => p.total > 0);
  const totals = { total: 0, todo: 0, inProgress: 0, review: 0, completed: 0, overdue: 0 };
  for (const p of people)
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += p[key];

  const days = await db
    .select({ day: taskDailyCounts.day, completed: taskDailyCounts.completed })
    .from(taskDailyCounts)
    .where(and(gte(taskDailyCounts.day, week[0] ?? today), lte(taskDailyCounts.day, week[6] ?? today)));
  const completedOn = new Map(days.map((d) => [d.day, d.completed]));

  return {
    totals,
    completionRate: completionRate(totals.completed, totals.total),
    teamPerformance: people
      // Most completed first; the name order of countsPerUser breaks ties (stable sort).
      .sort((x, y) => y.completed - x.completed)
      .map((p) => ({
        userId: p.userId,
        fullName: p.fullName,
        role: p.role,
        total: p.total,
        completed: p.completed,
        inProgress: p.inProgress,
        overdue: p.overdue,
        initials: avatarInitials(p.fullName),
        completionRate: completionRate(p.completed, p.total),
      })),
    weeklyProgress: week.map((date) => ({ date, completed: completedOn.get(date) ?? 0 })),
    today,
  };
}
