import { eq } from 'drizzle-orm';
import type { TUser } from '../../domain/auth/contract';
import type { Db } from '../db/database';
import { aiAnalyses } from '../db/schema';
import { forbidden, notFound } from '../http/app-error';
import { ANALYSIS_NOT_FOUND } from './present-analysis';

/** Deletes an analysis: its author may, and a Yönetici may delete anyone's. */
export async function deleteAnalysis(db: Db, user: TUser, id: string): Promise<void> {
  const [row] = await db
    .select({ userId: aiAnalyses.userId })
    .from(aiAnalyses)
    .where(eq(aiAnalyses.id, id))
    .limit(1);
  if (!row) throw notFound(ANALYSIS_NOT_FOUND);
  if (row.userId !== user.id && !user.isAdmin) throw forbidden();
  await db.delete(aiAnalyses).where(eq(aiAnalyses.id, id));
}
