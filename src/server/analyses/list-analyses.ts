import { count, eq } from 'drizzle-orm';
import type { TAnalysisList } from '../../domain/analyses/api-contract';
import type { TListAnalysesQuery } from '../../domain/analyses/contract';
import type { Db } from '../db/database';
import { aiAnalyses, users } from '../db/schema';
import { historyOrder, historyWhere } from './analysis-filter';
import type { Viewer } from '../../domain/shared/viewer';
import { presentListRow, summaryColumns } from './present-analysis';

/**
 * One page of the report history (summary columns only) and how many reports match in total.
 * The page's ids are chosen first and only those rows are read in full: problemType and source live
 * in the jsonb report, and reading it for every row a deep page skips cost a second at 10 000 rows.
 */
export async function listAnalyses(
  db: Db,
  viewer: Viewer,
  query: TListAnalysesQuery,
): Promise<TAnalysisList> {
  const where = historyWhere(query);
  const order = historyOrder(query.sort);
  const page = db
    .select({ pageId: aiAnalyses.id })
    .from(aiAnalyses)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset)
    .as('page');
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(aiAnalyses)
      .innerJoin(page, eq(page.pageId, aiAnalyses.id))
      .leftJoin(users, eq(users.id, aiAnalyses.userId))
      .orderBy(...order),
    db.select({ n: count() }).from(aiAnalyses).where(where),
  ]);
  return { analyses: rows.map((row) => presentListRow(row, viewer)), total: Number(totals[0]?.n ?? 0) };
}
