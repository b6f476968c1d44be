import type { TFieldContent } from '../../shared/tables/column-kind';
import { headerTokens } from '../../shared/tables/header-text';

/**
 * How one field of a table is recognised in a header. `phrases` match as consecutive folded tokens
 * anywhere in the column's header (a token of 4+ letters also matches as a prefix: 'kontrol' finds
 * 'kontrolleri'); `exact` match only a whole header piece ('S', 'SEV', 'R P N' read down).
 */
export interface FieldSynonyms<F extends string> {
  field: F;
  phrases: readonly string[];
  exact?: readonly string[];
  /** Contribution to the header score; 0 for helper columns that only keep other fields off them. */
  weight: number;
  /** Added to the match length, so 'control detection' beats 'detection' and 'current process control'. */
  specificity?: number;
  /** The field a second column of the same kind maps to (before/after-action S, O, D, RPN). */
  second?: F;
  /** Holds numbers (ratings): decides between two readings of a heading by the column's content. */
  numeric?: boolean;
  /** What its data cells hold; a column whose content does not fit never takes the field. */
  content?: TFieldContent;
  /** An action column: rating columns after it are the revised ones (their field's `second`). */
  opensSecond?: boolean;
}

export interface SynonymMap<F extends string> {
  fields: readonly FieldSynonyms<F>[];
  /** A header is accepted only when every one of these fields is found. */
  required: readonly F[];
  /** Rewrites the header pieces of all columns before matching (letters whose meaning depends on the others). */
  adjustPieces?: (columns: string[][]) => string[][];
}

interface HeaderColumn {
  index: number;
  /** The column's header rows joined: 'Current Process / Occurrence'. */
  header: string;
}

export interface DetectedHeader<F extends string> {
  /** First header row, 0-based. */
  row: number;
  /** Rows the header spans. */
  depth: number;
  columns: HeaderColumn[];
  /** Field → 0-based column; only fields found. */
  mapping: Partial<Record<F, number>>;
  score: number;
}

interface CompiledField<F extends string> {
  field: F;
  phrases: { tokens: string[]; length: number }[];
  exact: Set<string>;
  specificity: number;
}

export interface Match<F extends string> {
  field: F;
  quality: number;
}

/** Pre-tokenises a synonym map once; reuse the result for every sheet. */
export function compileSynonyms<F extends string>(map: SynonymMap<F>): CompiledSynonyms<F> {
  const fields = map.fields.map<CompiledField<F>>((f) => ({
    field: f.field,
    phrases: f.phrases.map((p) => {
      const tokens = headerTokens(p);
      return { tokens, length: tokens.join(' ').length };
    }),
    exact: new Set((f.exact ?? []).map((e) => headerTokens(e).join(''))),
    specificity: f.specificity ?? 0,
  }));
  return { map, fields, cache: new Map() };
}

export interface CompiledSynonyms<F extends string> {
  map: SynonymMap<F>;
  fields: CompiledField<F>[];
  cache: Map<string, Readings<F>>;
}

export interface Readings<F extends string> {
  primary: Match<F> | null;
  alternative: Match<F> | null;
  /** Every field the heading names, best first: the content decides when the first ones do not fit. */
  ranked: readonly Match<F>[];
}

const tokenMatches = (token: string, wanted: string) =>
  token === wanted || (wanted.length >= 4 && token.startsWith(wanted));

function phraseAt(tokens: readonly string[], phrase: readonly string[]): boolean {
  outer: for (let i = 0; i + phrase.length <= tokens.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (!tokenMatches(tokens[i + j]!, phrase[j]!)) continue outer;
    return true;
  }
  return false;
}

/**
 * The field a header (its pieces, one per header row) names best, or null, and the other reading
 * when the lowest piece alone names something else than the whole heading: under 'Current
 * Controls', 'Occurrence (O)' is the occurrence; under 'CURRENT PROCESS CONTROL', 'DETECTION' may
 * be the detection control (text) or the D rating (numbers). The caller decides by the content.
 */
export function matchHeaderReadings<F extends string>(
  compiled: CompiledSynonyms<F>,
  pieces: readonly string[],
): Readings<F> {
  const key = pieces.join('\u0001');
  const cached = compiled.cache.get(key);
  if (cached !== undefined) return cached;
  const readings = readingsOf(compiled, pieces);
  compiled.cache.set(key, readings);
  return readings;
}

/** The preferred reading of a header, without looking at the column's content. */
export function matchHeader<F extends string>(
  compiled: CompiledSynonyms<F>,
  pieces: readonly string[],
): Match<F> | null {
  return matchHeaderReadings(compiled, pieces).primary;
}

function readingsOf<F extends string>(compiled: CompiledSynonyms<F>, pieces: readonly string[]): Readings<F> {
  const allRanked = matchAll(compiled, pieces);
  const all = allRanked[0] ?? null;
  if (pieces.length < 2) return { primary: all, alternative: null, ranked: allRanked };
  const lastRanked = matchAll(compiled, pieces.slice(-1));
  const last = lastRanked[0] ?? null;
  const upper = matchAll(compiled, pieces.slice(0, -1))[0] ?? null;
  // The sub-heading's readings first, then the whole heading's: 'Tespit' under 'Mevcut Kontroller'.
  const ranked = [...lastRanked, ...allRanked.filter((m) => !lastRanked.some((l) => l.field === m.field))];
  // The whole heading matched only through the group heading above: the sub-heading decides.
  const fromUpper =
    all !== null && upper !== null && all.field === upper.field && all.quality === upper.quality;
  // A column whose own heading names nothing is not named by the group heading or title above it
  // ('Notlar' under a merged 'Proses Hata Türleri ve Etkileri Analizi' is no process step).
  if (!last)
    return fromUpper
      ? { primary: null, alternative: null, ranked: [] }
      : { primary: all, alternative: null, ranked: allRanked };
  if (!all || fromUpper || last.quality >= all.quality || all.field === last.field)
    return { primary: last, alternative: null, ranked };
  return { primary: all, alternative: last, ranked: [all, ...ranked.filter((m) => m.field !== all.field)] };
}

/** Every field the text names, best first. */
function matchAll<F extends string>(compiled: CompiledSynonyms<F>, pieces: readonly string[]): Match<F>[] {
  const tokens = headerTokens(pieces.join(' '));
  const exactPieces = new Set(pieces.map((p) => headerTokens(p).join('')));
  const matches: Match<F>[] = [];
  for (const f of compiled.fields) {
    let quality = 0;
    for (const p of f.phrases) if (p.length > quality && phraseAt(tokens, p.tokens)) quality = p.length;
    for (const e of f.exact) if (exactPieces.has(e) && e.length + 1 > quality) quality = e.length + 1;
    if (quality === 0) continue;
    matches.push({ field: f.field, quality: quality + f.specificity });
  }
  // Stable: on equal quality the field listed first in the map wins, as before.
  return matches.sort((a, b) => b.quality - a.quality);
}
