/**
 * How sure the engineering-database analysis may be of its best knowledge match. The evidence is the
 * match strength (BM25F score), the margin over the runner-up, how much of the problem text the
 * entry explains and, for a problem report, whether its title names the entry's defect; a logistic model fitted on the tune split of the evaluation set
 * (`npm run eval -- --fit`) turns it into the probability that the entry is the right one.
 */
import {
  queryWeight,
  weightedQueryTerms,
  type KnowledgeMatch,
  type KnowledgeQuery,
} from './knowledge/knowledge-ranking';

/** @internal */
export interface MatchEvidence {
  /** ln(1 + BM25F score) of the best match. */
  strength: number;
  /** (best − runner-up) / best, 1 when nothing else matched. */
  margin: number;
  /** Share of the query's distinct terms that hit the best entry anywhere it is matched. */
  coverage: number;
  /** Share of the query's distinct terms found in its name, keywords or synonyms. */
  keyCoverage: number;
  /** Distinct terms found in the name, keywords or synonyms, counted up to KEY_TERMS_SATURATION, over it. */
  keyHits: number;
  /**
   * The title names the best entry's defect by one of its whole names (KnowledgeMatch.titleDefect:
   * 1 exactly, 0.5 by prefix). A long report's coverage is diluted by its description; an engineer
   * who wrote 'çapak' in the title still said what the report is about. Only the report reading reads
   * it, so it is 0 for the FMEA plan's failure names.
   */
  titleDefect: number;
}

/**
 * Order of the features in MODEL.weights.
 * @internal
 */
export const EVIDENCE_FEATURES = [
  'strength',
  'margin',
  'coverage',
  'keyCoverage',
  'keyHits',
  'titleDefect',
] as const;

/**
 * Logistic model: P(right) = σ(bias + Σ weight·feature). Fitted by `npm run eval -- --fit` on the tune split.
 * @internal
 */
export const MODEL = {
  bias: -5.87,
  // titleDefect is 0 in the name reading: its weight fits to 0.
  weights: [1.89, 0.8, 1.03, 1.74, 2.19, 0],
} as const;

/**
 * The 8D analysis reads a problem report ('report' reading: title over description, defect words
 * first), whose evidence runs on another scale than a failure name's: its own model, fitted by
 * `npm run eval -- --fit` on the tune splits of every evaluation group (each group weighing the same,
 * so the title-only texts do not decide it alone). MODEL stays the FMEA plan's.
 */
export const REPORT_MODEL = {
  bias: -5.57,
  weights: [2.07, 0.81, 0.35, 0.75, 1.62, 0.84],
} as const;

/** Past three name or keyword hits, more say little more (long texts repeat the defect's words). */
const KEY_TERMS_SATURATION = 3;

/**
 * Below this probability the best match is not trusted: the generic report is built instead.
 * @internal
 */
export const ACCEPT_PROBABILITY = 0.5;
/**
 * A knowledge match never claims certainty.
 * @internal
 */
export const CONFIDENCE_CAP = 97;

/** @internal */
export function evidenceVector(evidence: MatchEvidence): number[] {
  return EVIDENCE_FEATURES.map((feature) => evidence[feature]);
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/**
 * Probability (0-1) that the best match is the right entry, from its evidence.
 * @internal
 */
export function matchProbability(
  evidence: MatchEvidence,
  model: { bias: number; weights: readonly number[] } = MODEL,
): number {
  const x = evidenceVector(evidence);
  return sigmoid(x.reduce((z, value, i) => z + value * (model.weights[i] ?? 0), model.bias));
}

/** What the search read: a text alone is a title (the FMEA plan's failure modes). */
export type EvidenceQuery = string | Pick<KnowledgeQuery, 'title' | 'description' | 'customerImpact'>;

/**
 * Evidence for the best relevant match (score > 0) of `matches` for `query`; null when none. Terms
 * count by their query weight (a description's terms less than the title's), so a long report is
 * measured on the scale the model was fitted on; for a title alone every weight is 1.
 * @internal
 */
export function matchEvidence(
  query: EvidenceQuery,
  matches: readonly KnowledgeMatch[],
): MatchEvidence | null {
  const relevant = matches.filter((m) => m.score > 0);
  const [best, second] = relevant;
  if (!best || best.rawScore <= 0) return null;
  const weighted = weightedQueryTerms(typeof query === 'string' ? { title: query } : query);
  const terms = Math.max(1, queryWeight(weighted), best.matchedWeight);
  return {
    strength: Math.log1p(best.rawScore),
    margin: second ? Math.max(0, (best.rawScore - second.rawScore) / best.rawScore) : 1,
    coverage: best.matchedWeight / terms,
    keyCoverage: best.keyWeight / terms,
    keyHits: Math.min(best.keyWeight, KEY_TERMS_SATURATION) / KEY_TERMS_SATURATION,
    titleDefect: best.titleDefect,
  };
}

export interface MatchAssessment {
  /** Whether the best match clears the relevance threshold. */
  accepted: boolean;
  /** 0-100, the estimated chance that the best match is right, capped at CONFIDENCE_CAP. */
  confidence: number;
  evidence: MatchEvidence | null;
}

/** Decides whether the best match is trusted and how confident the report may say it is. */
export function assessMatch(
  query: EvidenceQuery,
  matches: readonly KnowledgeMatch[],
  model: { bias: number; weights: readonly number[] } = MODEL,
): MatchAssessment {
  const evidence = matchEvidence(query, matches);
  if (!evidence) return { accepted: false, confidence: 0, evidence: null };
  const probability = matchProbability(evidence, model);
  return {
    accepted: probability >= ACCEPT_PROBABILITY,
    confidence: Math.min(CONFIDENCE_CAP, Math.round(100 * probability)),
    evidence,
  };
}
