import { desc, gte, sql } from 'drizzle-orm';
import { DEMO_TREND_WEEKS, type TDemoFigures } from '../../domain/powerbi/embed-contract';
import { plantTimeZone } from '../../domain/shared/plant-date';
import { trendWeekStarts } from '../../domain/shared/trend-weeks';
import { completionRate } from '../../domain/tasks/progress';
import { startOfZonedDay, zonedDate } from '../../domain/shared/calendar';
import type { Db } from '../db/database';
import { aiAnalyses, capabilityStudies, taskDailyCounts } from '../db/schema';

/**
 * The demo tiles' weekly trends. Task figures at each week's end are the current totals minus what
 * was created or completed after it (the daily counts kept by the task triggers), so the cost follows
 * the number of weeks, not of tasks; analyses started per week read the created-at index.
 */
export async function demoTrend(
  db: Db,
  now: { totalTasks: number; completedTasks: number; at: Date },
): Promise<TDemoFigures['trend']> {
  const weekStarts = trendWeekStarts(zonedDate(now.at), DEMO_TREND_WEEKS);
  const first = weekStarts[0]!;
  const zone = plantTimeZone();
  const taskWeek = sql<string>`to_char(date_trunc('week', ${taskDailyCounts.day}::timestamp), 'YYYY-MM-DD')`;
  const analysisWeek = sql<string>`to_char(date_trunc('week', ${aiAnalyses.createdAt} at time zone ${zone}), 'YYYY-MM-DD')`;
  const [taskFlows, analysisFlows, studies] = await Promise.all([
    db
      .select({
        week: taskWeek,
        created: sql<number>`sum(${taskDailyCounts.created})`.mapWith(Number),
        completed: sql<number>`sum(${taskDailyCounts.completed})`.mapWith(Number),
      })
      .from(taskDailyCounts)
      .where(gte(taskDailyCounts.day, first))
      .groupBy(taskWeek),
    db
      .select({ week: analysisWeek, started: sql<number>`count(*)`.mapWith(Number) })
      .from(aiAnalyses)
      .where(gte(aiAnalyses.createdAt, startOfZonedDay(first)))
      // By position: the zone is a bound parameter, and a repeated expression would bind it twice.
      .groupBy(sql`1`),
    db
      .select({ cpk: sql<unknown>`${capabilityStudies.result}->'cpk'` })
      .from(capabilityStudies)
      .orderBy(desc(capabilityStudies.createdAt), desc(capabilityStudies.id))
      .limit(DEMO_TREND_WEEKS),
  ]);
  const flowOf = new Map(taskFlows.map((f) => [f.week, f]));
  const startedOf = new Map(analysisFlows.map((f) => [f.week, f.started]));

  // Walk back from now: a week's end figure is the next week's end figure minus that next week's flow.
  const totals: number[] = [];
  const rates: number[] = [];
  let total = now.totalTasks;
  let completed = now.completedTasks;
  for (let i = weekStarts.length - 1; i >= 0; i--) {
    totals[i] = Math.max(0, total);
    rates[i] = completionRate(Math.max(0, completed), Math.max(0, total));
    const flow = flowOf.get(weekStarts[i]!);
    total -= flow?.created ?? 0;
    completed -= flow?.completed ?? 0;
  }
  return {
    weekStarts,
    totalTasks: totals,
    completionRate: rates,
    startedAnalyses: weekStarts.map((w) => startedOf.get(w) ?? 0),
    cpk: studies
      .map((s) => s.cpk)
      .filter((v): v is number => typeof v === 'number' && Number.isFinite(v))
      .reverse(),
  };
}
