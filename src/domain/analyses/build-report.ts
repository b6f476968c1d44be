/**
 * The spec's report builder ("Report building on the client"): turns a problem and the ranked
 * knowledge matches into the analysis report with its 8D sections. Pure; the same on both sides.
 */
import type { TAnalysisDepth } from '../settings/contract';
import {
  DEPARTMENT_LABELS,
  PROBLEM_CATEGORY_LABELS,
  SEVERITY_LABELS,
  type TAnalysisResult,
  type TFishbone,
} from './contract';
import { buildEntryEightD, buildGenericEightD, type EightDProblem } from './eight-d';
import { SIX_M, type KnowledgeEntry, type SixM } from './knowledge/knowledge-entry';
import type { KnowledgeMatch } from './knowledge/knowledge-ranking';
import { assessMatch, REPORT_MODEL } from './match-confidence';
import { rejectedMatchAlternatives, runnerUpAlternatives } from './report-alternatives';
import {
  alternativesOf,
  DEPTH_CONTENT,
  GENERIC_VERIFICATION_STEPS,
  sixMBranches,
  verificationSteps,
} from './report-depth';

/**
 * The spec's confidence of the generic report (no trusted match).
 * @internal
 */
export const CONFIDENCE_DEFAULT = 75;

/** @internal */
export const GENERIC_PROBLEM_TYPE = 'Kalite Hatası';
/** @internal */
export const GENERIC_ROOT_CAUSE = 'Çok faktörlü bir problem; detaylı kök neden analizi gereklidir';
/** @internal */
export const GENERIC_IMMEDIATE_ACTIONS: readonly string[] = [
  'Etkilenen ürünleri karantinaya alın',
  'Mevcut prosesi durdurun ve inceleyin',
  'Acil kalite kontrol noktaları ekleyin',
];
/** @internal */
export const GENERIC_RECOMMENDATIONS: readonly string[] = [
  'Balık kılçığı (Ishikawa) ve 5 Neden analizi ile kök nedeni doğrulayın',
  'Kritik proses parametrelerini istatistiksel proses kontrol (SPC) ile izleyin',
  'Operatör eğitimlerini ve standart iş talimatlarını gözden geçirin',
  'Hammadde ve tedarikçi kalitesini giriş kontrolünde doğrulayın',
];
const NOT_SPECIFIED = 'Belirtilmedi';

/** What the builder reads of the wizard form; strings so stored rows with legacy values still build. */
export interface ReportProblem {
  title: string;
  description: string;
  customerImpact?: string;
  department: string;
  discoveryDate: string;
  category: string;
  severity: string;
}

export interface BuildReportOptions {
  /** Settings' confidence threshold (50-95); a report below it recommends expert review. */
  confidenceThreshold?: number;
  /** Settings' analysis depth; 'standard' (the spec's report) when absent. */
  depth?: TAnalysisDepth;
}

export type ConfidenceLabel = 'Yüksek Güven' | 'Orta Güven' | 'Düşük Güven';

/** Spec labels: ≥ 90 'Yüksek Güven', 70-89 'Orta Güven', < 70 'Düşük Güven'. */
export function confidenceLabel(confidence: number): ConfidenceLabel {
  if (confidence >= 90) return 'Yüksek Güven';
  if (confidence >= 70) return 'Orta Güven';
  return 'Düşük Güven';
}

/** 'YYYY-MM-DD' → 'DD.MM.YYYY' (tr-TR); done by hand so no time zone can shift the day. */
export function formatTrDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : isoDate;
}

function labelOf(labels: Readonly<Record<string, string>>, key: string): string | undefined {
  return Object.hasOwn(labels, key) ? labels[key] : undefined;
}

/** The category's Turkish label; an unknown value is shown as given, an empty one as 'Kalite Hatası'. */
function genericProblemType(category: string): string {
  const trimmed = category.trim();
  return labelOf(PROBLEM_CATEGORY_LABELS, trimmed) ?? (trimmed === '' ? GENERIC_PROBLEM_TYPE : trimmed);
}

function eightDProblem(problem: ReportProblem): EightDProblem {
  const department = labelOf(DEPARTMENT_LABELS, problem.department) ?? problem.department;
  return {
    title: problem.title.trim(),
    impact: problem.customerImpact?.trim() || NOT_SPECIFIED,
    severity: labelOf(SEVERITY_LABELS, problem.severity) ?? (problem.severity || NOT_SPECIFIED),
    scope: department ? `${department} departmanı` : NOT_SPECIFIED,
    discoveryDate: formatTrDate(problem.discoveryDate),
  };
}

/** Root causes of an entry grouped by Ishikawa 6M; every group is present, possibly empty. */
function fishboneOf(entry: KnowledgeEntry | undefined): TFishbone {
  const groups = Object.fromEntries(Object.keys(SIX_M).map((m) => [m, [] as string[]])) as Record<
    SixM,
    string[]
  >;
  for (const cause of entry?.rootCauses ?? []) groups[cause.sixM].push(cause.text);
  return groups;
}

/**
 * Builds the analysis report. The best relevant match (score > 0) drives it only when its confidence
 * (the estimated chance that it is right, match-confidence.ts) is above the generic report's 75, so
 * a shown match always says more than no match. Otherwise the spec's generic report at 75 with the
 * expert-review warning; a match that was more likely right than not is offered in it as an
 * alternative at its own confidence. Alternatives are on the same scale and never above the answer.
 */
export function buildAnalysisReport(
  problem: ReportProblem,
  matches: readonly KnowledgeMatch[],
  options: BuildReportOptions = {},
): TAnalysisResult {
  const relevant = matches.filter((m) => m.score > 0);
  const [best, ...others] = relevant;
  const assessment = assessMatch(problem, relevant, REPORT_MODEL);
  const threshold = options.confidenceThreshold ?? CONFIDENCE_DEFAULT;
  const depth = options.depth ?? 'standard';
  const content = DEPTH_CONTENT[depth];
  const details = eightDProblem(problem);

  if (!best || !assessment.accepted || assessment.confidence <= CONFIDENCE_DEFAULT) {
    const offered =
      best && assessment.accepted ? rejectedMatchAlternatives(best, others, assessment.confidence) : [];
    return {
      problemType: genericProblemType(problem.category),
      rootCause: GENERIC_ROOT_CAUSE,
      immediateActions: [...GENERIC_IMMEDIATE_ACTIONS],
      recommendations: [...GENERIC_RECOMMENDATIONS],
      confidence: CONFIDENCE_DEFAULT,
      eightD: buildGenericEightD(details, content.detailed ? GENERIC_VERIFICATION_STEPS : []),
      alternatives: alternativesOf(offered, content.alternatives, content.detailed),
      fishbone: fishboneOf(undefined),
      source: 'engineering_db',
      knowledgeEntryId: null,
      // Nothing in the knowledge base fits well enough: the generic report is a starting point for an expert.
      expertReviewRecommended: true,
      depth,
      ...(content.detailed ? { verificationSteps: [...GENERIC_VERIFICATION_STEPS] } : {}),
    };
  }

  const { entry } = best;
  const causes = entry.rootCauses.map((cause) => cause.text);
  const confidence = assessment.confidence;
  const offered = runnerUpAlternatives(best, others, confidence / 100);
  const alternatives = offered.slice(0, content.alternatives).map(({ match }) => match);
  const steps = content.detailed ? verificationSteps(entry, alternatives) : [];
  return {
    problemType: entry.name,
    rootCause: causes.slice(0, content.rootCauses).join(', '),
    immediateActions: entry.solutions.slice(0, content.immediateActions),
    recommendations: entry.preventiveMeasures.slice(0, content.recommendations),
    confidence,
    eightD: buildEntryEightD(details, {
      entry,
      rootCauses: causes.slice(0, content.d4d5),
      solutions: entry.solutions.slice(0, content.d4d5),
      technicalDetails: content.technicalDetails,
      ...(content.detailed ? { sixMBranches: sixMBranches(entry), verificationSteps: steps } : {}),
    }),
    alternatives: alternativesOf(offered, content.alternatives, content.detailed),
    fishbone: fishboneOf(entry),
    source: 'engineering_db',
    knowledgeEntryId: entry.id,
    expertReviewRecommended: confidence < threshold,
    depth,
    matchedTerms: [...best.matchedTerms],
    ...(content.detailed ? { verificationSteps: steps } : {}),
  };
}
