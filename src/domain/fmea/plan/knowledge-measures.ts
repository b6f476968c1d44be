import { KNOWLEDGE_BASE } from '../../analyses/knowledge/knowledge-base';
import { analyzeText, expandStem, getKnowledgeIndex } from '../../analyses/knowledge/knowledge-index';
import { searchKnowledge } from '../../analyses/knowledge/search';
import { assessMatch } from '../../analyses/match-confidence';

export interface KnowledgeHit {
  id: string;
  name: string;
  preventiveMeasures: readonly string[];
  /** 0-100, the 8D search's own confidence in the match. */
  confidence: number;
}

const WHITESPACE = /\s+/;

/**
 * The 8D knowledge-base entry a failure mode names ('Çapak', 'Eksik Baskı'), through the 8D search and
 * its relevance threshold (match-confidence.ts: the best match must be more likely right than not).
 *
 * Memoised by what the search and its confidence actually read of a text, so a plan of 10 000
 * different failure texts runs the search a few hundred times, with the same answers:
 * - the stems that reach the knowledge index (exactly or by prefix), in the order the text gives
 *   them: a stem that reaches nothing adds nothing to any score ('Çapak 123. operasyonda' and
 *   'Çapak 124. operasyonda' read the same);
 * - how many distinct stems the text has (the confidence's coverage divides by it).
 * A text with no stem that reaches the index matches nothing, without a search. Equal hits (entry and
 * confidence) are one object, so the plan shares its decisions by the hit. Texts are analysed
 * a whitespace-separated word at a time, each word once: lower-casing, normalising and splitting
 * never look across whitespace, so the terms are those of the whole text.
 */
export function knowledgeFinder(): (failureMode: string) => KnowledgeHit | null {
  const index = getKnowledgeIndex(KNOWLEDGE_BASE);
  const byRawText = new Map<string, KnowledgeHit | null>();
  const byEvidence = new Map<string, KnowledgeHit | null>();
  // One object per entry and confidence, so the plan can share decisions by the hit itself.
  const hits = new Map<string, KnowledgeHit>();
  const interned = (hit: KnowledgeHit | null) => {
    if (hit === null) return null;
    const key = `${hit.id}:${hit.confidence}`;
    const known = hits.get(key);
    if (known) return known;
    hits.set(key, hit);
    return hit;
  };
  const stemsOfWord = new Map<string, readonly string[]>();
  const reaches = new Map<string, boolean>();
  const reachesIndex = (stem: string) => {
    let known = reaches.get(stem);
    if (known === undefined) {
      known = expandStem(index, stem).length > 0;
      reaches.set(stem, known);
    }
    return known;
  };
  return (failureMode) => {
    const seen = byRawText.get(failureMode);
    if (seen !== undefined) return seen;
    const distinct = new Set<string>();
    let relevant = '';
    for (const word of failureMode.split(WHITESPACE)) {
      if (word === '') continue;
      let stems = stemsOfWord.get(word);
      if (stems === undefined) {
        stems = analyzeText(word).map((term) => term.stem);
        stemsOfWord.set(word, stems);
      }
      for (const stem of stems) {
        if (distinct.has(stem)) continue;
        distinct.add(stem);
        if (reachesIndex(stem)) relevant += ` ${stem}`;
      }
    }
    let hit: KnowledgeHit | null = null;
    if (relevant !== '') {
      const key = `${distinct.size}${relevant}`;
      const known = byEvidence.get(key);
      if (known !== undefined) hit = known;
      else {
        hit = interned(search(failureMode));
        byEvidence.set(key, hit);
      }
    }
    byRawText.set(failureMode, hit);
    return hit;
  };
}

function search(failureMode: string): KnowledgeHit | null {
  const matches = searchKnowledge({ title: failureMode });
  const assessment = assessMatch(failureMode, matches);
  const best = matches[0];
  if (!assessment.accepted || !best) return null;
  return {
    id: best.entry.id,
    name: best.entry.name,
    preventiveMeasures: best.entry.preventiveMeasures,
    confidence: assessment.confidence,
  };
}
