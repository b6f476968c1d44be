import { eq, sql } from 'drizzle-orm';
import type { TAnalysis } from '../../domain/analyses/contract';
import type { Db } from '../db/database';
import { aiAnalyses } from '../db/schema';
import { notFound } from '../http/app-error';
import { ANALYSIS_NOT_FOUND, getAnalysis } from './present-analysis';

/** Sets the 1-5 rating; anyone signed in may rate and re-rate (spec). */
export async function rateAnalysis(db: Db, id: string, rating: number): Promise<TAnalysis> {
  const updated = await db
    .update(aiAnalyses)
    .set({ rating, updatedAt: sql`now()` })
    .where(eq(aiAnalyses.id, id))
    .returning({ id: aiAnalyses.id });
  const analysis = updated.length > 0 ? await getAnalysis(db, id) : null;
  if (!analysis) throw notFound(ANALYSIS_NOT_FOUND);
  return analysis;
}
