import { asc, eq } from 'drizzle-orm';
import { storedDecisionOf, type TStoredDecision } from '../../domain/audit/review-contract';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { auditFindingReviews } from '../db/schema-audit';

/** Every decision on an audit's findings, with who took it (a removed account's name reads ''). */
export async function loadDecisions(db: Db, auditId: string): Promise<TStoredDecision[]> {
  const rows = await db
    .select({
      findingId: auditFindingReviews.findingId,
      decision: auditFindingReviews.decision,
      category: auditFindingReviews.category,
      reason: auditFindingReviews.reason,
      finding: auditFindingReviews.finding,
      userId: auditFindingReviews.userId,
      userName: users.fullName,
      decidedAt: auditFindingReviews.decidedAt,
    })
    .from(auditFindingReviews)
    .leftJoin(users, eq(users.id, auditFindingReviews.userId))
    .where(eq(auditFindingReviews.auditId, auditId))
    .orderBy(asc(auditFindingReviews.decidedAt));
  return rows.flatMap((row) => storedDecisionOf(row) ?? []);
}
