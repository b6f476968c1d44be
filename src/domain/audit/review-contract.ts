import { z } from 'zod';
import { ZAuditDocumentType, ZAuditReport, ZComplianceLevel, ZFinding, ZFindingCategory } from './contract';

/**
 * Review before release (issue 22 part 5): the audit's author or a Yönetici accepts, rejects (with a
 * reason) or re-grades each finding of the draft report, or adds one of their own; 'Yayınla' freezes
 * the decisions and the score.
 */

export const REVIEW_MESSAGES = {
  reasonRequired: 'Red gerekçesi zorunludur',
  titleRequired: 'Bulgu başlığı zorunludur',
  evidenceRequired: 'Kanıt zorunludur',
  clauseInvalid: 'Madde numarası (ör. 8.5.1.1) olmalıdır',
  categoryInvalid: 'Kategori majör, minör veya gözlem olmalıdır',
  published: 'Rapor yayınlandı; kararlar ve puan artık değiştirilemez',
  addedNotReviewable: 'Eklenen bulgu incelenmez; yalnızca denetim bulguları incelenir',
} as const;

const REVIEW_DECISIONS = ['accepted', 'rejected', 'regraded', 'added'] as const;
const ZReviewDecision = z.enum(REVIEW_DECISIONS);
export type TReviewDecision = z.infer<typeof ZReviewDecision>;

const ZCategory = z.enum(ZFindingCategory.options, REVIEW_MESSAGES.categoryInvalid);

/** A rejection needs its reason (the web's reject form checks the same field). */
export const ZRejectFindingRequest = z.strictObject({
  decision: z.literal('rejected'),
  reason: z.string(REVIEW_MESSAGES.reasonRequired).trim().min(1, REVIEW_MESSAGES.reasonRequired).max(1000),
});
export const ZRegradeFindingRequest = z.strictObject({
  decision: z.literal('regraded'),
  category: ZCategory,
});

/** PUT …/findings/{findingId}/review: one decision on one finding of the draft (the last one counts). */
export const ZReviewFindingRequest = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('accepted') }),
  ZRejectFindingRequest,
  ZRegradeFindingRequest,
]);
export type TReviewFindingRequest = z.infer<typeof ZReviewFindingRequest>;

/** POST …/findings: the reviewer's own finding, with its clause and evidence. */
export const ZAddFindingRequest = z.strictObject({
  category: ZCategory,
  title: z.string(REVIEW_MESSAGES.titleRequired).trim().min(1, REVIEW_MESSAGES.titleRequired).max(300),
  iatfClause: z
    .string(REVIEW_MESSAGES.clauseInvalid)
    .trim()
    .regex(/^\d+(\.\d+)*$/, REVIEW_MESSAGES.clauseInvalid),
  evidence: z
    .string(REVIEW_MESSAGES.evidenceRequired)
    .trim()
    .min(1, REVIEW_MESSAGES.evidenceRequired)
    .max(1000),
  description: z.string().trim().max(4000).default(''),
  recommendation: z.string().trim().max(2000).default(''),
  documentType: ZAuditDocumentType.default('other'),
  /** The file the evidence is in (one of the audit's documents), when the reviewer names one. */
  file: z.string().trim().max(255).nullable().default(null),
});
export type TAddFindingRequest = z.infer<typeof ZAddFindingRequest>;
export type TAddFindingRequestInput = z.input<typeof ZAddFindingRequest>;

/** A decision as stored: who decided what, when; `finding` holds an added finding. */
export interface TStoredDecision {
  findingId: string;
  decision: TReviewDecision;
  /** The new category of a re-grade. */
  category: z.infer<typeof ZFindingCategory> | null;
  reason: string | null;
  finding: z.infer<typeof ZFinding> | null;
  userId: string | null;
  userName: string;
  /** ISO time. */
  at: string;
}

/** A decision row as the database holds it (`audit_finding_reviews`, with the decider's name). */
export interface StoredDecisionRow {
  findingId: string;
  decision: string;
  category: string | null;
  reason: string | null;
  finding: unknown;
  userId: string | null;
  userName: string | null;
  /** A Date from a column, or the ISO text of a JSON aggregate. */
  decidedAt: Date | string;
}

/**
 * A stored decision read back; null for a row an older or newer version wrote that this one cannot
 * read (left out, never fatal). A removed account's name reads ''.
 */
export function storedDecisionOf(row: StoredDecisionRow): TStoredDecision | null {
  const decision = ZReviewDecision.safeParse(row.decision);
  if (!decision.success) return null;
  const finding = row.finding === null ? null : ZFinding.safeParse(row.finding);
  if (finding && !finding.success) return null;
  return {
    findingId: row.findingId,
    decision: decision.data,
    category: ZFindingCategory.nullable().catch(null).parse(row.category),
    reason: row.reason,
    finding: finding?.data ?? null,
    userId: row.userId,
    userName: row.userName ?? '',
    at: new Date(row.decidedAt).toISOString(),
  };
}

/** The decision on a finding, as the report shows it; the original category stays beside it. */
const ZFindingReview = z.object({
  decision: ZReviewDecision,
  originalCategory: ZFindingCategory.nullable(),
  reason: z.string().nullable(),
  userId: z.string().nullable(),
  userName: z.string(),
  at: z.string(),
});
export type TFindingReview = z.infer<typeof ZFindingReview>;

/** What the viewer may do with one finding (shipped on each finding, recomputed by each browser). */
const ZFindingCan = z.object({ review: z.boolean() });
export type TFindingCan = z.infer<typeof ZFindingCan>;

const ZReviewedFinding = ZFinding.extend({
  /** null: not decided yet (it stands as the rules raised it). */
  review: ZFindingReview.nullable(),
  can: ZFindingCan,
});
export type TReviewedFinding = z.infer<typeof ZReviewedFinding>;

const REVIEW_STATES = ['draft', 'published'] as const;
const ZReviewState = z.enum(REVIEW_STATES);
export type TReviewState = z.infer<typeof ZReviewState>;

/** The engine's own figures, kept beside the reviewed ones. */
const ZOriginalFigures = z.object({
  overallScore: z.number().int(),
  complianceLevel: ZComplianceLevel,
  majorFindings: z.number().int().nonnegative(),
  minorFindings: z.number().int().nonnegative(),
});

const ZReviewSummary = z.object({
  state: ZReviewState,
  /** Accepted as raised (re-graded ones are counted apart). */
  accepted: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
  regraded: z.number().int().nonnegative(),
  added: z.number().int().nonnegative(),
  /** Findings with no decision yet. */
  pending: z.number().int().nonnegative(),
  publishedAt: z.string().nullable(),
  publishedByName: z.string().nullable(),
  original: ZOriginalFigures,
});
export type TReviewSummary = z.infer<typeof ZReviewSummary>;

/** The report as the API shows it: the findings with their decisions, the figures after review. */
export const ZReviewedReport = ZAuditReport.extend({
  findings: z.array(ZReviewedFinding),
  review: ZReviewSummary,
});
export type TReviewedReport = z.infer<typeof ZReviewedReport>;
