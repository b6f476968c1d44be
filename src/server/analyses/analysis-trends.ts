import { gte, sql } from 'drizzle-orm';
import type { TAnalysisTrends } from '../../domain/analyses/api-contract';
import { ZProblemCategory, type TProblemCategory } from '../../domain/analyses/contract';
import { plantTimeZone } from '../../domain/shared/plant-date';
import { trendWeekStarts } from '../../domain/shared/trend-weeks';
import { startOfZonedDay, zonedDate } from '../../domain/shared/calendar';
import type { Db } from '../db/database';
import { aiAnalyses } from '../db/schema';

const emptyCategories = () =>
  Object.fromEntries(ZProblemCategory.options.map((c) => [c, 0])) as Record<TProblemCategory, number>;

/**
 * The 8D dashboard's trend: analyses per plant week (Monday-start) by problem category, and the
 * average of the ratings given to that week's analyses. Grouped in SQL over the weeks asked for only
 * (the created_at index bounds the rows read).
 */
export async function analysisTrends(
  db: Db,
  weeks: number,
  now: Date = new Date(),
): Promise<TAnalysisTrends> {
  const today = zonedDate(now);
  const starts = trendWeekStarts(today, weeks);
  const week = sql<string>`to_char(date_trunc('week', ${aiAnalyses.createdAt} at time zone ${plantTimeZone()}), 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      week,
      category: aiAnalyses.category,
      total: sql<number>`count(*)`.mapWith(Number),
      ratingSum:
        sql<number>`coalesce(sum(${aiAnalyses.rating}) filter (where ${aiAnalyses.rating} > 0), 0)`.mapWith(
          Number,
        ),
      rated: sql<number>`count(*) filter (where ${aiAnalyses.rating} > 0)`.mapWith(Number),
    })
    .from(aiAnalyses)
    .where(gte(aiAnalyses.createdAt, startOfZonedDay(starts[0] ?? today)))
    // By position: the zone is a bind parameter, so the select's expression and a repeated one differ.
    .groupBy(sql`1`, sql`2`);

  const byWeek = new Map(
    starts.map((s) => [s, { total: 0, byCategory: emptyCategories(), ratingSum: 0, rated: 0 }]),
  );
  for (const r of rows) {
    const w = byWeek.get(r.week);
    const category = ZProblemCategory.safeParse(r.category);
    if (!w) continue;
    w.total += r.total;
    if (category.success) w.byCategory[category.data] += r.total;
    w.ratingSum += r.ratingSum;
    w.rated += r.rated;
  }
  return {
    weeks: starts.map((weekStart) => {
      const w = byWeek.get(weekStart) ?? { total: 0, byCategory: emptyCategories(), ratingSum: 0, rated: 0 };
      return {
        weekStart,
        total: w.total,
        byCategory: w.byCategory,
        averageRating: w.rated === 0 ? null : Math.round((w.ratingSum / w.rated) * 10) / 10,
        ratedCount: w.rated,
      };
    }),
    today,
  };
}
