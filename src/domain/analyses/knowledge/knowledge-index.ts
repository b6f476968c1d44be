/**
 * Inverted index over the knowledge base for BM25F ranking. Built once per knowledge-base array
 * (module-level cache keyed by array identity), so a query only does map look-ups.
 */
import { foldTurkish, isStopword, splitWords, stemTurkish } from '../../shared/turkish-text';
import type { KnowledgeEntry } from './knowledge-entry';

/** BM25F field weights: a hit in the defect name or its keywords says far more than one in a solution. */
export const FIELD_WEIGHTS = {
  name: 3,
  keywords: 3,
  technicalDetails: 1,
  rootCauses: 1,
  solutions: 0.5,
} as const;
export type SearchField = keyof typeof FIELD_WEIGHTS;
export const SEARCH_FIELDS = Object.keys(FIELD_WEIGHTS) as readonly SearchField[];

/** Fields the spec's match rule reads (name, root causes, technical details) plus keywords and synonyms. */
export const MATCH_FIELDS: ReadonlySet<SearchField> = new Set<SearchField>([
  'name',
  'keywords',
  'technicalDetails',
  'rootCauses',
]);

export const BM25_K1 = 1.2;
const BM25_B = 0.75;

/** Shortest stem that may match a longer one by prefix ('yuzey' ~ 'yuzeysel'). */
const PREFIX_MIN_LENGTH = 4;
/** Longest tail a prefix match may skip; longer tails are usually different words ('hava' ≠ 'havalandirma'). */
const PREFIX_MAX_EXTRA = 3;

// Words every defect description uses; IDF would weigh them down anyway, but as the only
// overlap they would turn 'parça hatası' into a confident match.
const GENERIC_STEMS: ReadonlySet<string> = new Set(['hata', 'sorun', 'problem', 'parca', 'urun', 'defect']);

export interface AnalyzedTerm {
  /** Folded, stemmed form used for matching. */
  stem: string;
  /** The word as the user wrote it (lower-cased), for display. */
  word: string;
}

// Knowledge texts repeat the same few thousand words; memoising the stem makes building the index
// several times faster. Bounded so free-text queries cannot grow it without limit.
const stemMemo = new Map<string, string>();
const STEM_MEMO_LIMIT = 20_000;

function memoStem(folded: string): string {
  let stem = stemMemo.get(folded);
  if (stem === undefined) {
    stem = stemTurkish(folded);
    if (stemMemo.size >= STEM_MEMO_LIMIT) stemMemo.clear();
    stemMemo.set(folded, stem);
  }
  return stem;
}

/** Text → search terms: split, drop stopwords and generic defect words, stem. */
export function analyzeText(text: string): AnalyzedTerm[] {
  const terms: AnalyzedTerm[] = [];
  for (const word of splitWords(text)) {
    const folded = foldTurkish(word);
    if (isStopword(folded)) continue;
    const stem = memoStem(folded);
    // The word itself is no stopword, so its stem stays even when it collides with one: the light
    // stemmer turns 'yoğunluk' into 'yok' and 'çöküyor' into 'çok', and dropping those lost the defect.
    if (stem.length < 2 || GENERIC_STEMS.has(stem)) continue;
    terms.push({ stem, word });
  }
  return terms;
}

export interface KnowledgeIndex {
  readonly entryCount: number;
  /** stem → entry position → term frequency per field (SEARCH_FIELDS order). */
  readonly postings: ReadonlyMap<string, ReadonlyMap<number, readonly number[]>>;
  /** Per entry and field: BM25 length normalisation 1 - b + b·len/avgLen. */
  readonly norms: readonly (readonly number[])[];
  /** Per entry: the distinct stems of its name, for the name-coverage bonus. */
  readonly nameStems: readonly (readonly string[])[];
  /**
   * Per entry: the words that name its defect: the name's stems and the keywords and synonyms that
   * are one word ('çapak', 'yanık', 'burr'). A phrase's words ('vida yuvasında çatlak') are left out:
   * alone they name a place or a part, not the defect.
   */
  readonly defectStems: readonly ReadonlySet<string>[];
  /**
   * Per entry: the words that are a whole name of its defect: a one-word name ('Çapak') and the
   * one-word keywords and synonyms. A word of a longer name ('eksik' of 'Eksik Baskı', 'kaynak' of
   * 'Kaynak Çatlağı') is left out: plant texts use it for anything ('evrak eksik').
   */
  readonly defectNameStems: readonly ReadonlySet<string>[];
  /** Prefix (≥ PREFIX_MIN_LENGTH letters) → indexed stems that extend it by 1..PREFIX_MAX_EXTRA letters. */
  readonly extensions: ReadonlyMap<string, readonly string[]>;
}

function fieldTexts(entry: KnowledgeEntry): Record<SearchField, readonly string[]> {
  return {
    name: [entry.name],
    keywords: [...entry.keywords.tr, ...entry.keywords.en, ...entry.synonyms],
    technicalDetails: [entry.technicalDetails],
    rootCauses: entry.rootCauses.map((cause) => cause.text),
    solutions: entry.solutions,
  };
}

function buildIndex(kb: readonly KnowledgeEntry[]): KnowledgeIndex {
  const postings = new Map<string, Map<number, number[]>>();
  const lengths: number[][] = [];

  kb.forEach((entry, position) => {
    const texts = fieldTexts(entry);
    const entryLengths = SEARCH_FIELDS.map((field, fieldIndex) => {
      let length = 0;
      for (const text of texts[field]) {
        for (const { stem } of analyzeText(text)) {
          length++;
          let byEntry = postings.get(stem);
          if (!byEntry) postings.set(stem, (byEntry = new Map()));
          let tf = byEntry.get(position);
          if (!tf) byEntry.set(position, (tf = SEARCH_FIELDS.map(() => 0)));
          tf[fieldIndex] = (tf[fieldIndex] ?? 0) + 1;
        }
      }
      return length;
    });
    lengths.push(entryLengths);
  });

  const averages = SEARCH_FIELDS.map((_, f) => {
    const total = lengths.reduce((sum, entryLengths) => sum + (entryLengths[f] ?? 0), 0);
    return lengths.length === 0 ? 0 : total / lengths.length;
  });
  const norms = lengths.map((entryLengths) =>
    entryLengths.map((length, f) => {
      const average = averages[f] ?? 0;
      return average === 0 ? 1 : 1 - BM25_B + (BM25_B * length) / average;
    }),
  );

  const extensions = new Map<string, string[]>();
  for (const stem of postings.keys()) {
    const shortest = Math.max(PREFIX_MIN_LENGTH, stem.length - PREFIX_MAX_EXTRA);
    for (let end = shortest; end < stem.length; end++) {
      const prefix = stem.slice(0, end);
      const list = extensions.get(prefix);
      if (list) list.push(stem);
      else extensions.set(prefix, [stem]);
    }
  }

  const nameStems = kb.map((entry) => [...new Set(analyzeText(entry.name).map((term) => term.stem))]);
  const oneWordStem = (text: string): string[] => {
    const terms = analyzeText(text);
    return terms.length === 1 && terms[0] ? [terms[0].stem] : [];
  };
  const defectNameStems = kb.map(
    (entry) =>
      new Set(
        [entry.name, ...entry.keywords.tr, ...entry.keywords.en, ...entry.synonyms].flatMap(oneWordStem),
      ),
  );
  const defectStems = kb.map(
    (_, position) => new Set([...(nameStems[position] ?? []), ...(defectNameStems[position] ?? [])]),
  );
  return { entryCount: kb.length, postings, norms, nameStems, defectStems, defectNameStems, extensions };
}

const cache = new WeakMap<readonly KnowledgeEntry[], KnowledgeIndex>();

/** The index for this knowledge-base array, built on first use and reused while the array lives. */
export function getKnowledgeIndex(kb: readonly KnowledgeEntry[]): KnowledgeIndex {
  let index = cache.get(kb);
  if (!index) {
    index = buildIndex(kb);
    cache.set(kb, index);
  }
  return index;
}

/** Weight of a prefix hit relative to an exact stem hit. */
const PREFIX_WEIGHT = 0.5;

export interface TermExpansion {
  stem: string;
  weight: number;
}

/** Indexed stems a query stem stands for: itself, stems it prefixes, and stems that prefix it. */
export function expandStem(index: KnowledgeIndex, stem: string): TermExpansion[] {
  const expansions: TermExpansion[] = [];
  if (index.postings.has(stem)) expansions.push({ stem, weight: 1 });
  if (stem.length < PREFIX_MIN_LENGTH) return expansions;
  for (const longer of index.extensions.get(stem) ?? [])
    expansions.push({ stem: longer, weight: PREFIX_WEIGHT });
  const shortest = Math.max(PREFIX_MIN_LENGTH, stem.length - PREFIX_MAX_EXTRA);
  for (let end = shortest; end < stem.length; end++) {
    const shorter = stem.slice(0, end);
    if (index.postings.has(shorter)) expansions.push({ stem: shorter, weight: PREFIX_WEIGHT });
  }
  return expansions;
}
