import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AUDIT_API_MESSAGES, type TAudit } from '../../domain/audit/api-contract';
import type { TAuditReport } from '../../domain/audit/contract';
import { auditPermissions, type TAuditCan } from '../../domain/audit/permissions';
import { ADDED_FINDING_PREFIX, addedFinding, applyReview } from '../../domain/audit/review';
import {
  REVIEW_MESSAGES,
  type TAddFindingRequest,
  type TReviewFindingRequest,
} from '../../domain/audit/review-contract';
import type { Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';
import { auditFindingReviews, audits } from '../db/schema-audit';
import { AppError, forbidden, notFound } from '../http/app-error';
import { getAudit, storedReport } from './present-audit';
import { loadDecisions } from './review-decisions';

type Extra = Partial<Pick<typeof audits.$inferInsert, 'publishedAt' | 'publishedBy'>>;

/**
 * Runs one review step on a draft report in a transaction that locks the audit row first: two
 * reviewers' decisions queue there, and each rewrites the headline figures from every decision
 * committed before it (each decision is its own row, so none is lost); a publication waits for them,
 * and a decision that comes after it sees it and gets 409. The update of the audit row is also what
 * pushes the change to every viewer (the `audits` realtime trigger).
 */
async function inDraft(
  db: Db,
  viewer: Viewer,
  auditId: string,
  action: keyof Pick<TAuditCan, 'review' | 'publish'>,
  work: (tx: Db, report: TAuditReport) => Promise<Extra | void>,
): Promise<TAudit> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        userId: audits.userId,
        status: audits.status,
        publishedAt: audits.publishedAt,
        report: audits.report,
      })
      .from(audits)
      .where(eq(audits.id, auditId))
      .for('update');
    if (!row) throw notFound(AUDIT_API_MESSAGES.auditNotFound);
    // Someone who could never review this audit gets 403; its author after publication gets 409.
    if (!auditPermissions(viewer, { userId: row.userId, status: 'done', publishedAt: null })[action])
      throw forbidden();
    const publishedAt = row.publishedAt?.toISOString() ?? null;
    if (!auditPermissions(viewer, { ...row, publishedAt })[action]) {
      if (publishedAt !== null) throw new AppError(409, 'audit_published', REVIEW_MESSAGES.published);
      throw new AppError(409, 'report_not_ready', AUDIT_API_MESSAGES.reportNotReady);
    }
    const report = storedReport(row.report);
    if (!report) throw new AppError(409, 'report_not_ready', AUDIT_API_MESSAGES.reportNotReady);
    const extra = (await work(tx, report)) ?? {};
    const reviewed = applyReview(report, await loadDecisions(tx, auditId), {
      publishedAt: null,
      publishedByName: null,
    });
    const figures = {
      overallScore: reviewed.overallScore,
      complianceLevel: reviewed.complianceLevel,
      totalFindings: reviewed.totalFindings,
      majorFindings: reviewed.majorFindings,
      minorFindings: reviewed.minorFindings,
    };
    await tx
      .update(audits)
      .set({ reviewed: figures, ...extra })
      .where(eq(audits.id, auditId));
  });
  const audit = await getAudit(db, auditId, viewer);
  if (!audit) throw notFound(AUDIT_API_MESSAGES.auditNotFound);
  return audit;
}

/** Accept, reject (with its reason) or re-grade one of the engine's findings; the last decision counts. */
export function reviewFinding(
  db: Db,
  viewer: Viewer,
  auditId: string,
  findingId: string,
  body: TReviewFindingRequest,
): Promise<TAudit> {
  return inDraft(db, viewer, auditId, 'review', async (tx, report) => {
    if (findingId.startsWith(ADDED_FINDING_PREFIX))
      throw new AppError(409, 'finding_added', REVIEW_MESSAGES.addedNotReviewable);
    if (!report.findings.some((f) => f.id === findingId)) throw notFound(AUDIT_API_MESSAGES.findingNotFound);
    const decision = {
      decision: body.decision,
      category: body.decision === 'regraded' ? body.category : null,
      reason: body.decision === 'rejected' ? body.reason : null,
      userId: viewer.id,
      decidedAt: new Date(),
    };
    await tx
      .insert(auditFindingReviews)
      .values({ auditId, findingId, ...decision })
      .onConflictDoUpdate({
        target: [auditFindingReviews.auditId, auditFindingReviews.findingId],
        set: decision,
      });
  });
}

/** The reviewer's own finding, with clause and evidence; it counts like a rule finding. */
export function addFinding(
  db: Db,
  viewer: Viewer,
  auditId: string,
  body: TAddFindingRequest,
): Promise<TAudit> {
  return inDraft(db, viewer, auditId, 'review', async (tx) => {
    const findingId = `${ADDED_FINDING_PREFIX}${randomUUID()}`;
    await tx.insert(auditFindingReviews).values({
      auditId,
      findingId,
      decision: 'added',
      category: body.category,
      finding: addedFinding(findingId, body),
      userId: viewer.id,
    });
  });
}

/** 'Yayınla': decisions and score frozen from now on (tasks made from findings are not touched). */
export function publishAudit(db: Db, viewer: Viewer, auditId: string): Promise<TAudit> {
  return inDraft(db, viewer, auditId, 'publish', async () => ({
    publishedAt: new Date(),
    publishedBy: viewer.id,
  }));
}
