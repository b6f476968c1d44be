import { and, gte, lt, lte, sql } from 'drizzle-orm';
import { trendWeekStarts } from '../../domain/shared/trend-weeks';
import type { TTaskTrends } from '../../domain/tasks/insights-contract';
import { addDays, zonedDate } from '../../domain/shared/calendar';
import type { Db } from '../db/database';
import { taskDailyCounts, taskDueCounts } from '../db/schema';

/**
 * Weekly trend of the work dashboard, from the trigger-kept rollups (plant days), so its cost follows
 * the number of weeks and due dates, not the number of tasks:
 * - created / completed: tasks created / completed on the days of each Monday-start week;
 * - overdue: open past the due day at the end of each week, i.e. on the next Monday D: due < D and
 *   not completed before D (a task late last week and done now still counts there); the current
 *   week shows today's figure (due < today, not completed).
 */
export async function taskTrends(db: Db, weeks: number, now: Date = new Date()): Promise<TTaskTrends> {
  const today = zonedDate(now);
  const starts = trendWeekStarts(today, weeks);
  const first = starts[0] ?? today;
  const current = starts[starts.length - 1] ?? today;

  const week = sql<string>`to_char(date_trunc('week', ${taskDailyCounts.day}::timestamp), 'YYYY-MM-DD')`;
  const flows = await db
    .select({
      week,
      created: sql<number>`sum(${taskDailyCounts.created})`.mapWith(Number),
      completed: sql<number>`sum(${taskDailyCounts.completed})`.mapWith(Number),
    })
    .from(taskDailyCounts)
    .where(and(gte(taskDailyCounts.day, first), lte(taskDailyCounts.day, addDays(current, 6))))
    .groupBy(week);
  const flowOf = new Map(flows.map((f) => [f.week, f]));

  // The instant each week's figure is taken: the next Monday 00:00, or today for the current week.
  const points = starts.map((s) => (s === current ? today : addDays(s, 7)));
  // One pass over the rollup rows that can be overdue at some point: a filtered sum per point.
  const { dueDate, doneDay, tasks } = taskDueCounts;
  const columns = Object.fromEntries(
    points.map((d, i) => [
      `w${i}`,
      sql<number>`coalesce(sum(${tasks}) filter (where ${dueDate} < ${d}::date and ${
        i === points.length - 1 ? sql`${doneDay} = 'infinity'` : sql`${doneDay} >= ${d}::date`
      }), 0)`.mapWith(Number),
    ]),
  );
  const [overdue] = await db
    .select(columns)
    .from(taskDueCounts)
    .where(and(lt(dueDate, today), gte(doneDay, points[0] ?? today)));

  return {
    weeks: starts.map((weekStart, i) => ({
      weekStart,
      created: flowOf.get(weekStart)?.created ?? 0,
      completed: flowOf.get(weekStart)?.completed ?? 0,
      overdue: overdue?.[`w${i}`] ?? 0,
    })),
    today,
  };
}
