import { eq, sql } from 'drizzle-orm';
import type { TAnalysis } from '../../domain/analyses/contract';
import { analysisPermissions } from '../../domain/analyses/permissions';
import type { Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';
import { aiAnalyses } from '../db/schema';
import { forbidden, notFound } from '../http/app-error';
import { ANALYSIS_NOT_FOUND, getAnalysis } from './present-analysis';

/** Sets the 1-5 rating when the domain rule allows it (anyone signed in may rate and re-rate). */
export async function rateAnalysis(db: Db, user: Viewer, id: string, rating: number): Promise<TAnalysis> {
  const [row] = await db
    .select({ userId: aiAnalyses.userId })
    .from(aiAnalyses)
    .where(eq(aiAnalyses.id, id))
    .limit(1);
  if (!row) throw notFound(ANALYSIS_NOT_FOUND);
  if (!analysisPermissions(user, row).rate) throw forbidden();
  const updated = await db
    .update(aiAnalyses)
    .set({ rating, updatedAt: sql`now()` })
    .where(eq(aiAnalyses.id, id))
    .returning({ id: aiAnalyses.id });
  const analysis = updated.length > 0 ? await getAnalysis(db, id, user) : null;
  if (!analysis) throw notFound(ANALYSIS_NOT_FOUND);
  return analysis;
}
