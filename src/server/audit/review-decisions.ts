import { asc, eq } from 'drizzle-orm';
import { ZFinding, ZFindingCategory } from '../../domain/audit/contract';
import { ZReviewDecision, type TStoredDecision } from '../../domain/audit/review-contract';
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
  return rows.flatMap((row): TStoredDecision[] => {
    // A row an older or newer version wrote that this one cannot read is left out, never fatal.
    const decision = ZReviewDecision.safeParse(row.decision);
    if (!decision.success) return [];
    const finding = row.finding === null ? null : ZFinding.safeParse(row.finding);
    if (finding && !finding.success) return [];
    return [
      {
        findingId: row.findingId,
        decision: decision.data,
        category: ZFindingCategory.nullable().catch(null).parse(row.category),
        reason: row.reason,
        finding: finding?.data ?? null,
        userId: row.userId,
        userName: row.userName ?? '',
        at: row.decidedAt.toISOString(),
      },
    ];
  });
}
