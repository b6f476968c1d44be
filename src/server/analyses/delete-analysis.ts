import { eq } from 'drizzle-orm';
import { analysisPermissions } from '../../domain/analyses/permissions';
import type { Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';
import { aiAnalyses } from '../db/schema';
import { forbidden, notFound } from '../http/app-error';
import { ANALYSIS_NOT_FOUND } from './present-analysis';

/** Deletes an analysis when the domain rule allows it (its author, or a Yönetici). */
export async function deleteAnalysis(db: Db, user: Viewer, id: string): Promise<void> {
  const [row] = await db
    .select({ userId: aiAnalyses.userId })
    .from(aiAnalyses)
    .where(eq(aiAnalyses.id, id))
    .limit(1);
  if (!row) throw notFound(ANALYSIS_NOT_FOUND);
  if (!analysisPermissions(user, row).delete) throw forbidden();
  await db.delete(aiAnalyses).where(eq(aiAnalyses.id, id));
}
