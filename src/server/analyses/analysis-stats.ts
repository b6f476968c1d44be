import { count, desc, eq, sql } from 'drizzle-orm';
import type { TAnalysisStats } from '../../domain/analyses/api-contract';
import { technicalAccuracy } from '../../domain/analyses/history-filter';
import { KNOWLEDGE_BASE } from '../../domain/analyses/knowledge/knowledge-base';
import { PROCESS_DOMAINS, type ProcessDomainId } from '../../domain/analyses/knowledge/knowledge-entry';
import type { Db } from '../db/database';
import { aiAnalyses, users } from '../db/schema';
import type { EntryIdCache } from './entry-id-cache';
import { presentSummary, summaryColumns } from './present-analysis';

const LATEST_COUNT = 5;
/** Analyses without a knowledge match (or whose entry no longer exists). */
const OTHER_CATEGORY_LABEL = 'Diğer';

const DOMAIN_OF_ENTRY = new Map<string, ProcessDomainId>(KNOWLEDGE_BASE.map((e) => [e.id, e.domain]));

const round1 = (n: number) => Math.round(n * 10) / 10;
const numberOrNull = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : round1(Number(value));

/** Analyses per production domain of the matched entry: the five domains in order, then 'Diğer'. */
async function categoryCounts(db: Db, entries: EntryIdCache): Promise<TAnalysisStats['categories']> {
  const perDomain = new Map<ProcessDomainId, number>();
  let other = 0;
  for (const [entryId, n] of await entries.countsByEntry(db)) {
    const domain = entryId ? DOMAIN_OF_ENTRY.get(entryId) : undefined;
    if (domain) perDomain.set(domain, (perDomain.get(domain) ?? 0) + n);
    else other += n;
  }
  const domains = Object.entries(PROCESS_DOMAINS) as [ProcessDomainId, string][];
  return [
    ...domains.map(([id, label]) => ({ label, count: perDomain.get(id) ?? 0 })),
    { label: OTHER_CATEGORY_LABEL, count: other },
  ];
}

/** The 8D dashboard, computed in SQL over every analysis. Averages are rounded to one decimal. */
export async function analysisStats(db: Db, entries: EntryIdCache): Promise<TAnalysisStats> {
  const [totals] = await db
    .select({
      total: count(),
      completed: sql<number>`count(*) filter (where ${aiAnalyses.status} = 'completed')`.mapWith(Number),
      inProgress: sql<number>`count(*) filter (where ${aiAnalyses.status} = 'in_progress')`.mapWith(Number),
      // 0 means "not rated yet": only given ratings count towards the average.
      averageRating: sql<string | null>`avg(${aiAnalyses.rating}) filter (where ${aiAnalyses.rating} > 0)`,
      ratedCount: sql<number>`count(*) filter (where ${aiAnalyses.rating} > 0)`.mapWith(Number),
      averageConfidence: sql<string | null>`avg(${aiAnalyses.confidence})`,
    })
    .from(aiAnalyses);
  const latest = await db
    .select(summaryColumns)
    .from(aiAnalyses)
    .leftJoin(users, eq(users.id, aiAnalyses.userId))
    .orderBy(desc(aiAnalyses.createdAt), desc(aiAnalyses.id))
    .limit(LATEST_COUNT);
  const averageConfidence = numberOrNull(totals?.averageConfidence);
  const accuracy = technicalAccuracy(averageConfidence);
  return {
    total: Number(totals?.total ?? 0),
    completed: totals?.completed ?? 0,
    inProgress: totals?.inProgress ?? 0,
    averageRating: numberOrNull(totals?.averageRating),
    ratedCount: totals?.ratedCount ?? 0,
    averageConfidence,
    technicalAccuracy: accuracy === null ? null : round1(accuracy),
    latest: latest.map(presentSummary),
    categories: await categoryCounts(db, entries),
  };
}
