import { searchKnowledge } from '../../analyses/knowledge/search';
import { assessMatch } from '../../analyses/match-confidence';
import { analyzeText } from '../../analyses/knowledge/knowledge-index';

export interface KnowledgeHit {
  id: string;
  name: string;
  preventiveMeasures: readonly string[];
  /** 0-100, the 8D search's own confidence in the match. */
  confidence: number;
}

/**
 * The 8D knowledge-base entry a failure mode names ('Çapak', 'Eksik Baskı'), through the 8D search and
 * its relevance threshold (match-confidence.ts: the best match must be more likely right than not).
 * Memoised per set of search stems (what the search reads of a text), so 'ÇAPAK', 'Çapak' and
 * 'Çapak 12. operasyonda' are searched once: an FMEA repeats its failure modes over many operations.
 */
export function knowledgeFinder(): (failureMode: string) => KnowledgeHit | null {
  const memo = new Map<string, KnowledgeHit | null>();
  // Raw text first (a Map hit costs nothing), then the stems.
  const byRawText = new Map<string, KnowledgeHit | null>();
  return (failureMode) => {
    const seen = byRawText.get(failureMode);
    if (seen !== undefined) return seen;
    const key = [...new Set(analyzeText(failureMode).map((term) => term.stem))].sort().join(' ');
    const known = memo.get(key);
    if (known !== undefined) {
      byRawText.set(failureMode, known);
      return known;
    }
    let hit: KnowledgeHit | null = null;
    if (key !== '') {
      const matches = searchKnowledge({ title: failureMode });
      const assessment = assessMatch(failureMode, matches);
      const best = matches[0];
      if (assessment.accepted && best) {
        hit = {
          id: best.entry.id,
          name: best.entry.name,
          preventiveMeasures: best.entry.preventiveMeasures,
          confidence: assessment.confidence,
        };
      }
    }
    memo.set(key, hit);
    byRawText.set(failureMode, hit);
    return hit;
  };
}
