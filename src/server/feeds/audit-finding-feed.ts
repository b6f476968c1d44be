import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { ZAuditReport } from '../../domain/audit/contract';
import {
  DOCUMENT_TYPE_LABELS,
  FINDING_CATEGORY_LABELS,
  FINDING_PRIORITY_LABELS,
} from '../../domain/audit/labels';
import { AUDIT_REPORT_TEXT } from '../../domain/audit/report-text';
import { applyReview } from '../../domain/audit/review';
import {
  storedDecisionOf,
  type StoredDecisionRow,
  type TReviewedFinding,
} from '../../domain/audit/review-contract';
import type { TAuditFindingFeedRow } from '../../domain/feeds/contract';
import type { Db } from '../db/database';
import { audits } from '../db/schema-audit';
import { oldestFirst, type FeedCursor, type FeedSource } from './feed-source';
import { userNames } from './user-names';

/** Audits read per query: each holds its findings (tens, rarely hundreds), so a batch stays small. */
const AUDITS_PER_QUERY = 50;
const LABELS = AUDIT_REPORT_TEXT.tr;

// Every decision on the audit, with the decider's name, as one JSON array: no query per audit. The
// names are qualified by hand: drizzle writes a one-table select's columns bare, and a bare "id"
// inside this subquery would be the user's.
const decisionsOf = sql<StoredDecisionRow[] | null>`(
  select jsonb_agg(jsonb_build_object(
    'findingId', r.finding_id, 'decision', r.decision, 'category', r.category, 'reason', r.reason,
    'finding', r.finding, 'userId', r.user_id, 'userName', u.full_name, 'decidedAt', r.decided_at)
    order by r.decided_at)
  from audit_finding_reviews r left join users u on u.id = r.user_id
  where r.audit_id = "audits"."id")`;

type AuditRow = Awaited<ReturnType<typeof readAudits>>['rows'][number];

function readAudits(db: Db, after: FeedCursor | null) {
  return oldestFirst(
    db,
    audits,
    {
      id: audits.id,
      userId: audits.userId,
      report: audits.report,
      publishedAt: audits.publishedAt,
      createdAt: audits.createdAt,
      decisions: decisionsOf,
    },
    after,
    AUDITS_PER_QUERY,
    {
      where: and(eq(audits.status, 'done'), isNotNull(audits.report)),
      // A batch that ended inside an audit's findings goes on in that audit.
      from: after?.position === undefined ? 'after' : 'at',
    },
  );
}

/** An audit's findings as its report shows them: the review applied, the reviewer's own after. */
function findingsOf(audit: AuditRow): TReviewedFinding[] {
  const report = ZAuditReport.safeParse(audit.report);
  // A report an older or newer version wrote that this one cannot read is left out, never fatal.
  if (!report.success) return [];
  const decisions = (audit.decisions ?? []).flatMap((row) => storedDecisionOf(row) ?? []);
  const publishedAt = audit.publishedAt?.toISOString() ?? null;
  return applyReview(report.data, decisions, { publishedAt, publishedByName: null }).findings;
}

function feedRow(audit: AuditRow, finding: TReviewedFinding, auditor: string): TAuditFindingFeedRow {
  const review = finding.review;
  const state = audit.publishedAt === null ? 'draft' : 'published';
  return {
    auditId: audit.id,
    auditDate: audit.createdAt.toISOString(),
    auditor,
    reviewState: state,
    reviewStateLabel: LABELS.states[state],
    findingId: finding.id,
    source: finding.source,
    ruleId: finding.ruleId,
    iatfClause: finding.iatfClause,
    title: finding.title,
    category: finding.category,
    categoryLabel: FINDING_CATEGORY_LABELS[finding.category],
    originalCategory: review?.originalCategory ?? finding.category,
    priority: finding.priority,
    priorityLabel: FINDING_PRIORITY_LABELS[finding.priority],
    documentFile: finding.evidence.file ?? '',
    documentType: finding.documentType,
    documentTypeLabel: DOCUMENT_TYPE_LABELS[finding.documentType],
    sheetOrPage: finding.evidence.sheetOrPage ?? '',
    row: finding.evidence.row,
    rowCount: Math.max(finding.rows?.length ?? 0, finding.evidence.row === null ? 0 : 1),
    decision: review?.decision ?? '',
    decisionLabel: review ? LABELS.decisions[review.decision] : '',
    decidedBy: review?.userName ?? '',
    decidedAt: review?.at ?? null,
  };
}

/**
 * One row per finding of every finished audit (everyone signed in reads every report:
 * domain/audit/permissions.ts), with its review decision. The keyset is the audit's and, within
 * it, the finding's place in the report: a batch may end inside an audit and the next one goes on
 * there.
 */
export const auditFindingFeed: FeedSource<TAuditFindingFeedRow> = {
  fileName: 'denetim-bulgulari',
  columns: [
    'auditId',
    'auditDate',
    'auditor',
    'reviewState',
    'reviewStateLabel',
    'findingId',
    'source',
    'ruleId',
    'iatfClause',
    'title',
    'category',
    'categoryLabel',
    'originalCategory',
    'priority',
    'priorityLabel',
    'documentFile',
    'documentType',
    'documentTypeLabel',
    'sheetOrPage',
    'row',
    'rowCount',
    'decision',
    'decisionLabel',
    'decidedBy',
    'decidedAt',
  ],
  async batch(db, _viewer, after, size) {
    const rows: TAuditFindingFeedRow[] = [];
    let cursor = after;
    for (;;) {
      const { rows: chunk, next } = await readAudits(db, cursor);
      const names = await userNames(
        db,
        chunk.map((a) => a.userId),
      );
      for (const audit of chunk) {
        const findings = findingsOf(audit);
        const sent = audit.id === cursor?.id ? (cursor.position ?? 0) : 0;
        const auditor = (audit.userId && names.get(audit.userId)?.fullName) || '';
        for (const [i, finding] of findings.entries()) {
          if (i < sent) continue;
          rows.push(feedRow(audit, finding, auditor));
          if (rows.length === size) {
            return { rows, last: { createdAt: audit.keysetAt, id: audit.id, position: i + 1 } };
          }
        }
      }
      if (next === null || chunk.length < AUDITS_PER_QUERY) return { rows, last: next ?? cursor };
      cursor = next;
    }
  },
};
