/**
 * Knowledge search over any knowledge-base array. Whether an entry matches follows the spec's rule
 * (any word in the name, a root cause or the technical details — here after Turkish folding and
 * stemming, and also in keywords/synonyms — or the category filter); the order is BM25F.
 */
import { trIncludes } from '../../shared/turkish-text';
import {
  analyzeText,
  BM25_K1,
  expandStem,
  FIELD_WEIGHTS,
  getKnowledgeIndex,
  MATCH_FIELDS,
  SEARCH_FIELDS,
  type AnalyzedTerm,
  type KnowledgeIndex,
} from './knowledge-index';
import type { KnowledgeEntry, ProcessDomainId } from './knowledge-entry';

export interface KnowledgeQuery {
  title: string;
  description?: string;
  customerImpact?: string;
  /** Spec filter: 'all' or text contained in the entry category; alone it is enough to match. */
  category?: string;
  /** A domain narrows the search to it; 'auto' (default) searches every domain. */
  processType?: ProcessDomainId | 'auto';
}

export interface KnowledgeMatch {
  entry: KnowledgeEntry;
  /** Relative to the best match: 100 for it, 0 when the entry matched by category only. */
  score: number;
  /** BM25F score; 0 means no text relevance. */
  rawScore: number;
  /** The query words (as written) that hit this entry. */
  matchedTerms: string[];
  /** Of those, the words found in the entry's name, keywords or synonyms: the strongest evidence. */
  keyTerms: string[];
}

export const SEARCH_LIMIT_DEFAULT = 5;
/**
 * Added to the BM25F score × (share of the entry's name words the query reached)². BM25 saturates
 * once a term is frequent in an entry, so 'Renk Ton Farklılığı' and 'Boya Renk Farkı' nearly tie
 * on 'renk tonu farklı'; the entry whose whole name the user typed should win. Squared so a
 * complete name beats a partial one clearly.
 */
export const NAME_COVERAGE_BONUS = 2;

const FIELD_WEIGHT_LIST = SEARCH_FIELDS.map((field) => FIELD_WEIGHTS[field]);
const MATCH_FIELD_FLAGS = SEARCH_FIELDS.map((field) => MATCH_FIELDS.has(field));
const KEY_FIELD_FLAGS = SEARCH_FIELDS.map((field) => field === 'name' || field === 'keywords');

/** The spec's category rule; an empty filter is treated as absent rather than as "matches all". */
function matchesCategory(filter: string | undefined, entryCategory: string): boolean {
  const wanted = filter?.trim() ?? '';
  if (wanted === '') return false;
  return wanted === 'all' || trIncludes(entryCategory, wanted);
}

function uniqueByStem(terms: readonly AnalyzedTerm[]): AnalyzedTerm[] {
  const seen = new Map<string, AnalyzedTerm>();
  for (const term of terms) if (!seen.has(term.stem)) seen.set(term.stem, term);
  return [...seen.values()];
}

interface Scored {
  totals: Map<number, Accumulator>;
  /** Every indexed stem the query reached, exact or by prefix. */
  reached: Set<string>;
}

interface Accumulator {
  score: number;
  textMatch: boolean;
  words: string[];
  keyWords: string[];
}

function scoreTerms(index: KnowledgeIndex, terms: readonly AnalyzedTerm[]): Scored {
  const totals = new Map<number, Accumulator>();
  const reached = new Set<string>();
  for (const term of terms) {
    // Weighted, length-normalised term frequency per entry, summed over the term's expansions (BM25F).
    const perEntry = new Map<number, { tf: number; inMatchField: boolean; inKeyField: boolean }>();
    for (const { stem, weight } of expandStem(index, term.stem)) {
      reached.add(stem);
      for (const [position, tfs] of index.postings.get(stem) ?? []) {
        const norms = index.norms[position] ?? [];
        const hit = perEntry.get(position) ?? { tf: 0, inMatchField: false, inKeyField: false };
        tfs.forEach((tf, f) => {
          if (tf === 0) return;
          hit.tf += (weight * (FIELD_WEIGHT_LIST[f] ?? 0) * tf) / (norms[f] ?? 1);
          if (MATCH_FIELD_FLAGS[f]) hit.inMatchField = true;
          if (KEY_FIELD_FLAGS[f]) hit.inKeyField = true;
        });
        perEntry.set(position, hit);
      }
    }
    const n = index.entryCount;
    const df = perEntry.size;
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    for (const [position, { tf, inMatchField, inKeyField }] of perEntry) {
      const total = totals.get(position) ?? { score: 0, textMatch: false, words: [], keyWords: [] };
      total.score += (idf * tf * (BM25_K1 + 1)) / (BM25_K1 + tf);
      total.textMatch ||= inMatchField;
      total.words.push(term.word);
      if (inKeyField) total.keyWords.push(term.word);
      totals.set(position, total);
    }
  }
  return { totals, reached };
}

function nameCoverage(nameStems: readonly string[] | undefined, reached: ReadonlySet<string>): number {
  if (!nameStems || nameStems.length === 0) return 0;
  const share = nameStems.filter((stem) => reached.has(stem)).length / nameStems.length;
  return share * share;
}

/** Ranks `kb` for a problem description; at most `limit` matches, best first, ties in knowledge-base order. */
export function rankKnowledge(
  query: KnowledgeQuery,
  kb: readonly KnowledgeEntry[],
  limit: number = SEARCH_LIMIT_DEFAULT,
): KnowledgeMatch[] {
  const text = [query.title, query.description ?? '', query.customerImpact ?? ''].join(' ');
  const index = getKnowledgeIndex(kb);
  const { totals, reached } = scoreTerms(index, uniqueByStem(analyzeText(text)));
  const domain = query.processType === 'auto' ? undefined : query.processType;

  const candidates: Array<{
    position: number;
    rawScore: number;
    matchedTerms: string[];
    keyTerms: string[];
  }> = [];
  kb.forEach((entry, position) => {
    if (domain !== undefined && entry.domain !== domain) return;
    const total = totals.get(position);
    // Hits only in solutions rank but do not make an entry match (the spec's rule ignores solutions).
    const textMatch = total?.textMatch === true;
    if (!textMatch && !matchesCategory(query.category, entry.category)) return;
    candidates.push({
      position,
      rawScore: textMatch
        ? (total?.score ?? 0) + NAME_COVERAGE_BONUS * nameCoverage(index.nameStems[position], reached)
        : 0,
      matchedTerms: textMatch ? (total?.words ?? []) : [],
      keyTerms: textMatch ? (total?.keyWords ?? []) : [],
    });
  });

  candidates.sort((a, b) => b.rawScore - a.rawScore || a.position - b.position);
  const best = candidates[0]?.rawScore ?? 0;
  return candidates.slice(0, Math.max(0, limit)).flatMap(({ position, rawScore, matchedTerms, keyTerms }) => {
    const entry = kb[position];
    if (!entry) return [];
    // Never round a relevant match down to 0: 0 is reserved for "category only, no text relevance".
    const score = rawScore > 0 ? Math.max(1, Math.round((100 * rawScore) / best)) : 0;
    return [{ entry, score, rawScore, matchedTerms, keyTerms }];
  });
}
