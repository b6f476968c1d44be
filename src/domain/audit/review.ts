import { complianceLevel, generalRecommendations } from './build-report';
import { COMPLIANCE_SCORES, type TAuditReport, type TFinding } from './contract';
import type {
  TFindingCan,
  TFindingReview,
  TReviewedFinding,
  TReviewedReport,
  TStoredDecision,
} from './review-contract';
import { AUDIT_RULES } from './rules';

/** A finding id the reviewer's own findings get; never one of the engine's 'finding-N'. */
export const ADDED_FINDING_PREFIX = 'added-';
/** The rule id of a reviewer's own finding (no rule raised it). */
const REVIEWER_RULE_ID = 'reviewer';

const NO_CAN: TFindingCan = { review: false };
const KNOWN_RULES = new Set<string>(AUDIT_RULES.map((rule) => rule.id));

function reviewOf(decision: TStoredDecision, original: TFinding | null): TFindingReview {
  return {
    decision: decision.decision,
    originalCategory: original?.category ?? null,
    reason: decision.reason,
    userId: decision.userId,
    userName: decision.userName,
    at: decision.at,
  };
}

/**
 * Whether a finding counts towards the level after review. A rejected finding never does; a rule
 * finding stands until rejected (an undecided draft scores as the rules said); an AI observation
 * counts only once a person accepted or re-graded it; a reviewer's own finding always does.
 */
function countsAfterReview(finding: TReviewedFinding): boolean {
  const decision = finding.review?.decision ?? null;
  if (decision === 'rejected') return false;
  if (finding.source === 'ai') return decision === 'accepted' || decision === 'regraded';
  return true;
}

/**
 * The engine's report with the review applied: each finding carries its decision (the original
 * category beside a re-grade), the reviewer's findings follow, and the score and level are the
 * spec's rule (§4.2, `complianceLevel`) over the findings that count. The engine's figures stay in
 * `review.original`.
 */
export function applyReview(
  report: TAuditReport,
  decisions: readonly TStoredDecision[],
  publication: { publishedAt: string | null; publishedByName: string | null },
): TReviewedReport {
  const byFinding = new Map(decisions.map((d) => [d.findingId, d]));
  const reviewed: TReviewedFinding[] = report.findings.map((finding) => {
    const decision = byFinding.get(finding.id);
    if (!decision || decision.decision === 'added') return { ...finding, review: null, can: NO_CAN };
    const category =
      decision.decision === 'regraded' && decision.category ? decision.category : finding.category;
    return { ...finding, category, review: reviewOf(decision, finding), can: NO_CAN };
  });
  const added = decisions
    .filter((d) => d.decision === 'added' && d.finding !== null)
    .sort((a, b) => a.at.localeCompare(b.at) || a.findingId.localeCompare(b.findingId))
    .map((d): TReviewedFinding => ({ ...(d.finding as TFinding), review: reviewOf(d, null), can: NO_CAN }));
  const findings = [...reviewed, ...added];

  const standing = findings.filter((f) => f.review?.decision !== 'rejected');
  const counted = findings.filter(countsAfterReview);
  const majorFindings = counted.filter((f) => f.category === 'major').length;
  const minorFindings = counted.filter((f) => f.category === 'minor').length;
  const level = complianceLevel(majorFindings, minorFindings);
  const tally = (decision: TFindingReview['decision']) =>
    findings.filter((f) => f.review?.decision === decision).length;
  return {
    overallScore: COMPLIANCE_SCORES[level],
    totalFindings: standing.length,
    majorFindings,
    minorFindings,
    observations: standing.filter((f) => f.category === 'observation').length,
    complianceLevel: level,
    findings,
    // A stored report may name a rule this version retired: its recommendation is left out, not fatal.
    recommendations: generalRecommendations(standing.filter((f) => KNOWN_RULES.has(f.ruleId))),
    review: {
      state: publication.publishedAt === null ? 'draft' : 'published',
      accepted: tally('accepted'),
      rejected: tally('rejected'),
      regraded: tally('regraded'),
      added: tally('added'),
      pending: reviewed.filter((f) => f.review === null).length,
      publishedAt: publication.publishedAt,
      publishedByName: publication.publishedByName,
      original: {
        overallScore: report.overallScore,
        complianceLevel: report.complianceLevel,
        majorFindings: report.majorFindings,
        minorFindings: report.minorFindings,
      },
    },
  };
}

/** The reviewer's own finding as the report stores it. */
export function addedFinding(
  id: string,
  input: {
    category: TFinding['category'];
    title: string;
    iatfClause: string;
    evidence: string;
    description: string;
    recommendation: string;
    documentType: TFinding['documentType'];
    file: string | null;
  },
): TFinding {
  return {
    id,
    category: input.category,
    title: input.title,
    description: input.description,
    iatfClause: input.iatfClause,
    recommendation: input.recommendation,
    // The spec's priority follows the category for a person's finding (no rule to take it from).
    priority: input.category === 'major' ? 'high' : input.category === 'minor' ? 'medium' : 'low',
    documentType: input.documentType,
    ruleId: REVIEWER_RULE_ID,
    evidence: { documentId: null, file: input.file, sheetOrPage: null, row: null, cellText: input.evidence },
    source: 'reviewer',
  };
}
