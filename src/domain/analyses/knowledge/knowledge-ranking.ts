/**
 * Knowledge search over any knowledge-base array. Whether an entry matches follows the spec's rule
 * (any word in the name, a root cause or the technical details — here after Turkish folding and
 * stemming, and also in keywords/synonyms — or the category filter); the order is BM25F over the
 * query's terms weighted title over description, plus, in the 'report' reading, the defect-word bonus.
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
  /**
   * 'name' (default): the text names a failure (the FMEA plan's look-up): BM25F over the weighted
   * terms (see weightedQueryTerms), no defect-word bonus.
   * 'report': an engineer's problem report (8D); a word that names an entry's defect (its name or a
   * one-word keyword or synonym) adds DEFECT_WORD_BONUS × its rarity among those words, the title's
   * at full weight and the description's at its lower one.
   */
  reading?: 'name' | 'report';
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
  /** Sum of the query weights (see weightedQueryTerms) of matchedTerms: their count for a title alone. */
  matchedWeight: number;
  /** Sum of the query weights of keyTerms. */
  keyWeight: number;
  /**
   * Report reading only (0 in the name reading): 1 when a title word is a whole name of this entry's
   * defect (a one-word name, keyword or synonym: KnowledgeIndex.defectNameStems; exactly after folding
   * and stemming), PREFIX_WEIGHT when only by prefix, 0 when none is. An engineer who wrote the defect's name in the title said which
   * entry the report is about: the confidence model weighs it (match-confidence.ts).
   */
  titleDefect: number;
}

export const SEARCH_LIMIT_DEFAULT = 5;
/**
 * Added to the BM25F score × (share of the entry's name words the query reached)². BM25 saturates
 * once a term is frequent in an entry, so 'Renk Ton Farklılığı' and 'Boya Renk Farkı' nearly tie
 * on 'renk tonu farklı'; the entry whose whole name the user typed should win. Squared so a
 * complete name beats a partial one clearly.
 */
const NAME_COVERAGE_BONUS = 2;

/**
 * A description term not in the title weighs DESCRIPTION_TERM_WEIGHT, and the description as a whole
 * at most DESCRIPTION_BUDGET title words: a 70-word report of part, customer, quantities, mould and
 * line numbers must not outvote the few words of the title that name the defect, yet a title that
 * names no defect ('Müşteri şikayeti 7F-1120') still leaves the description to decide.
 * @internal
 */
export const DESCRIPTION_TERM_WEIGHT = 0.5;
/** @internal */
export const DESCRIPTION_BUDGET = 8;

/** A report's word that names an entry's defect adds this × its IDF among the entries' defect words. */
const DEFECT_WORD_BONUS = 1;

export interface WeightedTerm extends AnalyzedTerm {
  /** 1 for a title term; less for a description term (see DESCRIPTION_TERM_WEIGHT). */
  weight: number;
  /** Whether the term is the title's (the description's terms the title lacks are not). */
  inTitle: boolean;
}

/**
 * The query's distinct terms (by stem) with their weight: the title's at 1, then those of the
 * description and customer impact that the title lacks. A query with a title only weighs each term 1,
 * so the FMEA plan's look-up (title only) ranks exactly as before.
 */
export function weightedQueryTerms(
  query: Pick<KnowledgeQuery, 'title' | 'description' | 'customerImpact'>,
): WeightedTerm[] {
  const title = uniqueByStem(analyzeText(query.title));
  const titleStems = new Set(title.map((term) => term.stem));
  const body = uniqueByStem(analyzeText(`${query.description ?? ''} ${query.customerImpact ?? ''}`)).filter(
    (term) => !titleStems.has(term.stem),
  );
  const bodyWeight =
    body.length === 0 ? 0 : Math.min(DESCRIPTION_TERM_WEIGHT, DESCRIPTION_BUDGET / body.length);
  return [
    ...title.map((term) => ({ ...term, weight: 1, inTitle: true })),
    ...body.map((term) => ({ ...term, weight: bodyWeight, inTitle: false })),
  ];
}

/** Total weight of a query's terms: the distinct-term count the confidence's coverage divides by. */
export function queryWeight(terms: readonly WeightedTerm[]): number {
  return terms.reduce((sum, term) => sum + term.weight, 0);
}

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
  /** Every indexed stem the query reached, exact or by prefix, with the largest weight that reached it. */
  reached: Map<string, number>;
}

interface Accumulator {
  score: number;
  textMatch: boolean;
  words: string[];
  keyWords: string[];
  wordsWeight: number;
  keyWeight: number;
  /** Σ query weight × IDF among defect words, over the terms that name this entry's defect. */
  defectScore: number;
  /** Largest defect-word hit weight of a title term (see KnowledgeMatch.titleDefect). */
  titleDefect: number;
}

/** BM25F per entry; with `defectWords`, also the defect-word scores of the report reading. */
function scoreTerms(index: KnowledgeIndex, terms: readonly WeightedTerm[], defectWords: boolean): Scored {
  const totals = new Map<number, Accumulator>();
  const reached = new Map<string, number>();
  for (const term of terms) {
    // Weighted, length-normalised term frequency per entry, summed over the term's expansions (BM25F).
    const perEntry = new Map<number, { tf: number; inMatchField: boolean; inKeyField: boolean }>();
    for (const { stem, weight } of expandStem(index, term.stem)) {
      reached.set(stem, Math.max(reached.get(stem) ?? 0, term.weight));
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
    // The FMEA plan's look-up (name reading) runs per failure text: it skips this work.
    const defectHits = defectWords ? defectWordHits(index, term.stem, index.defectStems) : NO_HITS;
    const titleDefectHits =
      defectWords && term.inTitle ? defectWordHits(index, term.stem, index.defectNameStems) : NO_HITS;
    // A defect word is rare among the entries' defect words even where every entry's causes use it.
    const defectIdf = Math.log(1 + (n - defectHits.size + 0.5) / (defectHits.size + 0.5));
    for (const [position, { tf, inMatchField, inKeyField }] of perEntry) {
      const total = totals.get(position) ?? {
        score: 0,
        textMatch: false,
        words: [],
        keyWords: [],
        wordsWeight: 0,
        keyWeight: 0,
        defectScore: 0,
        titleDefect: 0,
      };
      total.score += (term.weight * idf * tf * (BM25_K1 + 1)) / (BM25_K1 + tf);
      total.textMatch ||= inMatchField;
      total.words.push(term.word);
      total.wordsWeight += term.weight;
      if (inKeyField) {
        total.keyWords.push(term.word);
        total.keyWeight += term.weight;
      }
      total.defectScore += term.weight * (defectHits.get(position) ?? 0) * defectIdf;
      total.titleDefect = Math.max(total.titleDefect, titleDefectHits.get(position) ?? 0);
      totals.set(position, total);
    }
  }
  return { totals, reached };
}

/** Entry position → weight (1 exact, PREFIX_WEIGHT by prefix) of the entries whose defect words the stem reaches. */
const NO_HITS: ReadonlyMap<number, number> = new Map();

function defectWordHits(
  index: KnowledgeIndex,
  stem: string,
  words: KnowledgeIndex['defectStems'],
): Map<number, number> {
  const hits = new Map<number, number>();
  for (const expansion of expandStem(index, stem))
    for (const position of index.postings.get(expansion.stem)?.keys() ?? [])
      if (words[position]?.has(expansion.stem))
        hits.set(position, Math.max(hits.get(position) ?? 0, expansion.weight));
  return hits;
}

/** (Weighted share of the entry's name stems the query reached)²; a title-only query counts each reached stem 1. */
function nameCoverage(
  nameStems: readonly string[] | undefined,
  reached: ReadonlyMap<string, number>,
): number {
  if (!nameStems || nameStems.length === 0) return 0;
  const share = nameStems.reduce((sum, stem) => sum + (reached.get(stem) ?? 0), 0) / nameStems.length;
  return share * share;
}

/** Ranks `kb` for a problem description; at most `limit` matches, best first, ties in knowledge-base order. */
export function rankKnowledge(
  query: KnowledgeQuery,
  kb: readonly KnowledgeEntry[],
  limit: number = SEARCH_LIMIT_DEFAULT,
): KnowledgeMatch[] {
  const index = getKnowledgeIndex(kb);
  const defectBonus = query.reading === 'report' ? DEFECT_WORD_BONUS : 0;
  const { totals, reached } = scoreTerms(index, weightedQueryTerms(query), defectBonus > 0);
  const domain = query.processType === 'auto' ? undefined : query.processType;

  const candidates: Array<{
    position: number;
    rawScore: number;
    matchedTerms: string[];
    keyTerms: string[];
    matchedWeight: number;
    keyWeight: number;
    titleDefect: number;
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
        ? (total?.score ?? 0) +
          defectBonus * (total?.defectScore ?? 0) +
          NAME_COVERAGE_BONUS * nameCoverage(index.nameStems[position], reached)
        : 0,
      matchedTerms: textMatch ? (total?.words ?? []) : [],
      keyTerms: textMatch ? (total?.keyWords ?? []) : [],
      matchedWeight: textMatch ? (total?.wordsWeight ?? 0) : 0,
      keyWeight: textMatch ? (total?.keyWeight ?? 0) : 0,
      titleDefect: textMatch ? (total?.titleDefect ?? 0) : 0,
    });
  });

  candidates.sort((a, b) => b.rawScore - a.rawScore || a.position - b.position);
  const best = candidates[0]?.rawScore ?? 0;
  return candidates.slice(0, Math.max(0, limit)).flatMap(({ position, rawScore, ...evidence }) => {
    const entry = kb[position];
    if (!entry) return [];
    // Never round a relevant match down to 0: 0 is reserved for "category only, no text relevance".
    const score = rawScore > 0 ? Math.max(1, Math.round((100 * rawScore) / best)) : 0;
    return [{ entry, score, rawScore, ...evidence }];
  });
}
