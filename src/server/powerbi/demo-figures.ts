import { desc, eq, sql } from 'drizzle-orm';
import type { TDemoFigures } from '../../domain/powerbi/embed-contract';
import { completionRate } from '../../domain/tasks/progress';
import type { Db } from '../db/database';
import { aiAnalyses, capabilityStudies, taskCounters } from '../db/schema';
import { demoTrend } from './demo-trend';

/**
 * The demo placeholder's figures from this installation's own data: tasks and completed tasks from
 * the per-(assignee, status) counters the task triggers keep (a few hundred rows, whatever the
 * number of tasks), open 8D analyses, and the Cpk of the newest saved capability study.
 */
export async function demoFigures(db: Db, now: Date = new Date()): Promise<TDemoFigures> {
  const [[tasks], [analyses], [study]] = await Promise.all([
    db
      .select({
        total: sql<number>`coalesce(sum(${taskCounters.tasks}), 0)`.mapWith(Number),
        completed:
          sql<number>`coalesce(sum(${taskCounters.tasks}) filter (where ${taskCounters.status} = 'completed'), 0)`.mapWith(
            Number,
          ),
      })
      .from(taskCounters),
    db
      .select({ open: sql<number>`count(*)`.mapWith(Number) })
      .from(aiAnalyses)
      .where(eq(aiAnalyses.status, 'in_progress')),
    db
      .select({
        name: capabilityStudies.name,
        createdAt: capabilityStudies.createdAt,
        cpk: sql<unknown>`${capabilityStudies.result}->'cpk'`,
      })
      .from(capabilityStudies)
      .orderBy(desc(capabilityStudies.createdAt), desc(capabilityStudies.id))
      .limit(1),
  ]);
  const totalTasks = tasks?.total ?? 0;
  const completedTasks = tasks?.completed ?? 0;
  const trend = await demoTrend(db, { totalTasks, completedTasks, at: now });
  return {
    totalTasks,
    completedTasks,
    completionRate: completionRate(completedTasks, totalTasks),
    openAnalyses: analyses?.open ?? 0,
    lastCpk:
      study && typeof study.cpk === 'number' && Number.isFinite(study.cpk)
        ? { value: study.cpk, studyName: study.name, createdAt: study.createdAt.toISOString() }
        : null,
    trend,
    computedAt: now.toISOString(),
  };
}
