/**
 * The report's alternatives ('Diğer olası nedenler') on the chosen entry's scale: each carries an
 * estimated chance of being the right entry, as the report's confidence does, so none can look
 * more likely than the answer.
 */
import type { KnowledgeMatch } from './knowledge/knowledge-ranking';

export interface ScoredAlternative {
  match: KnowledgeMatch;
  /** 0-100, the estimated chance that this entry is the right one. */
  score: number;
}

/**
 * Runners-up share the chance that the best match is wrong (1 − probability), in proportion to their
 * search strength (BM25F): never above the best's share once it is more likely right than not.
 * An entry from another process family than the best's is offered only when none of its family is.
 */
export function runnerUpAlternatives(
  best: KnowledgeMatch,
  others: readonly KnowledgeMatch[],
  probability: number,
): ScoredAlternative[] {
  const relevant = others.filter((m) => m.score > 0 && m.rawScore > 0);
  const total = relevant.reduce((sum, m) => sum + m.rawScore, 0);
  const sameFamily = relevant.filter((m) => m.entry.domain === best.entry.domain);
  const offered = sameFamily.length > 0 ? sameFamily : relevant;
  const remaining = Math.max(0, 1 - probability);
  return offered.map((match) => ({
    match,
    score: total === 0 ? 0 : Math.round((100 * remaining * match.rawScore) / total),
  }));
}

/**
 * The generic report's alternatives: the match that was too weak to be the answer, at its own
 * confidence (at most the generic report's), then its runners-up as in a shown report.
 */
export function rejectedMatchAlternatives(
  best: KnowledgeMatch,
  others: readonly KnowledgeMatch[],
  confidence: number,
): ScoredAlternative[] {
  return [{ match: best, score: confidence }, ...runnerUpAlternatives(best, others, confidence / 100)];
}
