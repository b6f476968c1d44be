import {
  COMPLIANCE_SCORES,
  type TAuditReport,
  type TComplianceLevel,
  type TFinding,
  type TFindingCategory,
  type TFindingPriority,
} from './contract';
import type { FindingDraft } from './finding-draft';
import { FINDING_TEXT_TR } from './messages/finding-texts';
import { partsText, renderMessageParts } from './messages/render-message';
import { AUDIT_RULES, auditRule, type TAuditRuleId } from './rules';

/** Spec §4.2, exactly: >1 major → critical; 1 major → needs-improvement; >2 minor → good; else excellent. */
export function complianceLevel(majorFindings: number, minorFindings: number): TComplianceLevel {
  if (majorFindings > 1) return 'critical';
  if (majorFindings === 1) return 'needs-improvement';
  if (minorFindings > 2) return 'good';
  return 'excellent';
}

const CATEGORY_RANK: Readonly<Record<TFindingCategory, number>> = { major: 0, minor: 1, observation: 2 };
const PRIORITY_RANK: Readonly<Record<TFindingPriority, number>> = { high: 0, medium: 1, low: 2 };
const RULE_RANK = new Map<string, number>(AUDIT_RULES.map((r, i) => [r.id, i]));

function compareFindings(a: TFinding, b: TFinding): number {
  return (
    CATEGORY_RANK[a.category] - CATEGORY_RANK[b.category] ||
    PRIORITY_RANK[a.priority] - PRIORITY_RANK[b.priority] ||
    (a.source === b.source ? 0 : a.source === 'rules' ? -1 : 1) ||
    (RULE_RANK.get(a.ruleId) ?? 999) - (RULE_RANK.get(b.ruleId) ?? 999) ||
    (a.evidence.file ?? '').localeCompare(b.evidence.file ?? '', 'tr') ||
    (a.evidence.row ?? 0) - (b.evidence.row ?? 0)
  );
}

/**
 * A draft's Turkish title, description and recommendation (the rule's title and general one by default).
 * @internal
 */
export function draftText(draft: FindingDraft): {
  title: string;
  description: string;
  recommendation: string;
} {
  const render = (which: 'title' | 'description' | 'recommendation') => {
    const parts = renderMessageParts(draft.message, draft.ruleId, which, FINDING_TEXT_TR);
    return parts === null ? null : partsText(parts);
  };
  const description = render('description');
  const recommendation = render('recommendation');
  // Every key of a draft has Turkish text (typed): a null here is a programming error.
  if (description === null || recommendation === null) {
    throw new Error(`No Turkish text for ${draft.message.key}`);
  }
  return { title: render('title') ?? auditRule(draft.ruleId).tr.title, description, recommendation };
}

/**
 * A rule finding from a draft: category, clause and priority come from the rule, never from the check.
 * @internal
 */
export function toFinding(draft: FindingDraft): Omit<TFinding, 'id'> {
  const rule = auditRule(draft.ruleId);
  const { title, description, recommendation } = draftText(draft);
  return {
    category: rule.category,
    title,
    description,
    iatfClause: rule.clause,
    recommendation,
    priority: rule.priority,
    documentType: draft.documentType ?? rule.documentType,
    ruleId: rule.id,
    evidence: draft.evidence,
    source: 'rules',
    message: { key: draft.message.key, params: draft.message.params },
    ...(draft.rows !== undefined && draft.rows.length > 0 ? { rows: [...draft.rows] } : {}),
  };
}

/**
 * General recommendations (spec: numbered by the UI), derived from the findings: one per rule that
 * fired, the most important first (category, then priority, then how many findings it had).
 */
export function generalRecommendations(findings: readonly TFinding[]): string[] {
  const counts = new Map<string, { finding: TFinding; count: number }>();
  for (const finding of findings) {
    if (finding.source !== 'rules') continue;
    const entry = counts.get(finding.ruleId);
    if (entry) entry.count += 1;
    else counts.set(finding.ruleId, { finding, count: 1 });
  }
  return [...counts.values()]
    .sort(
      (a, b) =>
        CATEGORY_RANK[a.finding.category] - CATEGORY_RANK[b.finding.category] ||
        PRIORITY_RANK[a.finding.priority] - PRIORITY_RANK[b.finding.priority] ||
        b.count - a.count ||
        (RULE_RANK.get(a.finding.ruleId) ?? 999) - (RULE_RANK.get(b.finding.ruleId) ?? 999),
    )
    .map(({ finding }) => auditRule(finding.ruleId as TAuditRuleId).tr.general);
}

/**
 * The report: findings sorted (most important first) and numbered finding-1…, counts, and the
 * spec's score and level. The level counts rule findings only: an AI observation never moves it.
 */
export function buildReport(
  drafts: readonly FindingDraft[],
  aiFindings: readonly Omit<TFinding, 'id'>[] = [],
): TAuditReport {
  const findings = [...drafts.map(toFinding), ...aiFindings]
    .map((f, i) => ({ ...f, id: `tmp-${i}` }))
    .sort(compareFindings)
    .map((f, i) => ({ ...f, id: `finding-${i + 1}` }));
  const rules = findings.filter((f) => f.source === 'rules');
  const majorFindings = rules.filter((f) => f.category === 'major').length;
  const minorFindings = rules.filter((f) => f.category === 'minor').length;
  const level = complianceLevel(majorFindings, minorFindings);
  return {
    overallScore: COMPLIANCE_SCORES[level],
    totalFindings: findings.length,
    majorFindings,
    minorFindings,
    observations: findings.filter((f) => f.category === 'observation').length,
    complianceLevel: level,
    findings,
    recommendations: generalRecommendations(findings),
  };
}
