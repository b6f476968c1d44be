import { headerTokens, combineHeaderPieces, cleanCellText } from './header-text';
import { parseNumber } from './numbers';
import { mergeContinuations, type TSheetGrid } from './workbook';

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
}

export interface SynonymMap<F extends string> {
  fields: readonly FieldSynonyms<F>[];
  /** A header is accepted only when every one of these fields is found. */
  required: readonly F[];
}

export interface HeaderColumn {
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

export interface DetectHeaderOptions {
  /** Rows searched for the header's first row (the issue: the first 30). */
  scanRows?: number;
  /** Header rows at most (sumitduc's PFMEA spells after-action headings over five rows). */
  maxDepth?: number;
  /** Columns looked at, so a sheet formatted to column IR costs nothing. */
  maxColumns?: number;
}

interface CompiledField<F extends string> {
  field: F;
  phrases: { tokens: string[]; length: number }[];
  exact: Set<string>;
  specificity: number;
}

interface Match<F extends string> {
  field: F;
  quality: number;
}

const DEPTH_PENALTY = 0.01;
const NUMBER = /^[-+]?\d+(?:[.,]\d+)?%?$/;

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
  const all = matchText(compiled, pieces);
  if (pieces.length < 2) return { primary: all, alternative: null };
  const last = matchText(compiled, pieces.slice(-1));
  const upper = matchText(compiled, pieces.slice(0, -1));
  // The whole heading matched only through the group heading above: the sub-heading decides.
  const fromUpper =
    all !== null && upper !== null && all.field === upper.field && all.quality === upper.quality;
  if (!last) return { primary: all, alternative: null };
  if (!all || fromUpper || last.quality >= all.quality || all.field === last.field)
    return { primary: last, alternative: null };
  return { primary: all, alternative: last };
}

function matchText<F extends string>(
  compiled: CompiledSynonyms<F>,
  pieces: readonly string[],
): Match<F> | null {
  const tokens = headerTokens(pieces.join(' '));
  const exactPieces = new Set(pieces.map((p) => headerTokens(p).join('')));
  let best: Match<F> | null = null;
  for (const f of compiled.fields) {
    let quality = 0;
    for (const p of f.phrases) if (p.length > quality && phraseAt(tokens, p.tokens)) quality = p.length;
    for (const e of f.exact) if (exactPieces.has(e) && e.length + 1 > quality) quality = e.length + 1;
    if (quality === 0) continue;
    quality += f.specificity;
    if (!best || quality > best.quality) best = { field: f.field, quality };
  }
  return best;
}

/** Assigns fields to columns: each column its best field; the 1st column of a field wins, the 2nd goes to `second`. */
export function assignFields<F extends string>(
  compiled: CompiledSynonyms<F>,
  columnPieces: readonly string[][],
  /** Whether a column's data holds numbers; undefined when unknown. */
  numericColumn: (column: number) => boolean | undefined = () => undefined,
): { mapping: Partial<Record<F, number>>; score: number } {
  const mapping: Partial<Record<F, number>> = {};
  const spec = new Map(compiled.map.fields.map((f) => [f.field, f]));
  let previous = '';
  columnPieces.forEach((pieces, column) => {
    const text = pieces.join('\u0001');
    // The same header over adjacent columns is one merged heading (a number and its label column).
    const repeat = text === previous;
    previous = text;
    if (repeat || pieces.length === 0) return;
    const readings = matchHeaderReadings(compiled, pieces);
    let match = readings.primary;
    if (readings.alternative && match) {
      const numeric = numericColumn(column);
      const kind = (m: Match<F>) => spec.get(m.field)?.numeric === true;
      if (numeric !== undefined && kind(match) !== numeric && kind(readings.alternative) === numeric) {
        match = readings.alternative;
      }
    }
    if (!match) return;
    if (mapping[match.field] === undefined) {
      mapping[match.field] = column;
      return;
    }
    const second = spec.get(match.field)?.second;
    if (second !== undefined && mapping[second] === undefined) mapping[second] = column;
  });
  let score = 0;
  for (const field of Object.keys(mapping) as F[]) score += spec.get(field)?.weight ?? 0;
  return { mapping, score };
}

interface RowFacts {
  empty: boolean;
  /** Title block: a 'key:' cell, or one value spread over most of the row (a merged title). */
  title: boolean;
  /** Column of the row's first number of its own (not a merge continuation), Infinity when none. */
  firstNumber: number;
}

function rowFacts(cells: readonly string[], continuation: Set<number> | undefined, width: number): RowFacts {
  let filled = 0;
  let firstNumber = Infinity;
  let keyCell = false;
  const counts = new Map<string, number>();
  for (let c = 0; c < Math.min(cells.length, width); c++) {
    const text = cleanCellText(cells[c] ?? '');
    if (text === '') continue;
    filled++;
    counts.set(text, (counts.get(text) ?? 0) + 1);
    if (c < firstNumber && !continuation?.has(c) && NUMBER.test(text)) firstNumber = c;
    if (/:-?$/.test(text)) keyCell = true;
  }
  const widest = Math.max(0, ...counts.values());
  return { empty: filled === 0, firstNumber, title: keyCell || (widest >= 4 && widest / filled >= 0.6) };
}

/**
 * Finds a table's header in the first rows of a sheet: every start row (first 30) and depth (1-5
 * stacked or merged rows) is scored by the synonym map; the best accepted one wins, a shallower one
 * on a tie. Title blocks ('Part No.:', a merged title over the whole width) and rows holding numbers
 * in the table's columns are never part of it (a numbered legend beside the table is no reason). Rows below made only of the header's merge continuations join the header.
 */
export function detectHeader<F extends string>(
  sheet: TSheetGrid,
  compiled: CompiledSynonyms<F>,
  options: DetectHeaderOptions = {},
): DetectedHeader<F> | null {
  const scanRows = Math.min(options.scanRows ?? 30, sheet.rows.length);
  const maxDepth = options.maxDepth ?? 5;
  const width = Math.min(
    options.maxColumns ?? 256,
    Math.max(0, ...sheet.rows.slice(0, scanRows + maxDepth).map((r) => r.length)),
  );
  const continuations = mergeContinuations(sheet.merges);
  const facts: RowFacts[] = [];
  const factsOf = (r: number) => (facts[r] ??= rowFacts(sheet.rows[r] ?? [], continuations.get(r), width));
  /** Header pieces per column; columns from `limit` on (a side block) get none. */
  const piecesFor = (start: number, depth: number, limit = width) => {
    const columns: string[][] = [];
    for (let c = 0; c < width; c++) {
      if (c >= limit) {
        columns.push([]);
        continue;
      }
      const cells: string[] = [];
      for (let r = start; r < start + depth; r++) cells.push(sheet.rows[r]?.[c] ?? '');
      columns.push(combineHeaderPieces(cells));
    }
    return columns;
  };

  // A row inside a header cell merged down from above is never the header's first row.
  const mergedFromAbove = new Set<number>();
  for (const m of sheet.merges) {
    if (m.e.r <= m.s.r || cleanCellText(sheet.rows[m.s.r]?.[m.s.c] ?? '') === '') continue;
    for (let r = m.s.r + 1; r <= Math.min(m.e.r, scanRows); r++) mergedFromAbove.add(r);
  }
  const numericCache = new Map<number, boolean | undefined>();
  const numericBelow = (firstDataRow: number) => (column: number) => {
    const key = firstDataRow * 100_000 + column;
    if (!numericCache.has(key)) numericCache.set(key, columnIsNumeric(sheet, firstDataRow, column));
    return numericCache.get(key);
  };
  let best: (DetectedHeader<F> & { pieces: string[][]; limit: number }) | null = null;
  for (let start = 0; start < scanRows; start++) {
    const first = factsOf(start);
    if (first.empty || first.title || mergedFromAbove.has(start)) continue;
    const filled = new Uint8Array(width);
    for (let depth = 1; depth <= maxDepth && start + depth <= sheet.rows.length; depth++) {
      const r = start + depth - 1;
      const added = factsOf(r);
      if (added.title) break;
      const cells = sheet.rows[r] ?? [];
      for (let c = 0; c < Math.min(cells.length, width); c++)
        if (cleanCellText(cells[c] ?? '') !== '') filled[c] = 1;
      // A row holding a number in the table's columns is data. Numbers only in a block beside the
      // table (Shinsung's numbered legend, 7 empty columns right of its header) are not: that block
      // is a legend, and none of its texts may name a column.
      const end = tableEnd(filled);
      let numberInTable = false;
      let numberBeside = false;
      for (let h = start; h <= r; h++) {
        const column = factsOf(h).firstNumber;
        if (column <= end) numberInTable = true;
        else if (column !== Infinity) numberBeside = true;
      }
      if (numberInTable) break;
      const limit = numberBeside ? end + 1 : width;
      const pieces = piecesFor(start, depth, limit);
      const { mapping, score } = assignFields(compiled, pieces, numericBelow(start + depth));
      if (!compiled.map.required.every((f) => mapping[f] !== undefined)) continue;
      const penalised = score - DEPTH_PENALTY * depth;
      if (best && penalised <= best.score + 1e-9) continue;
      best = { row: start, depth, columns: [], mapping, score: penalised, pieces, limit };
    }
  }
  if (!best) return null;

  // Rows below that only continue the header's merges (sumitduc's empty row 12) or spell headings
  // one letter per row ('e', 'v' under 'S') belong to it.
  let depth = best.depth;
  while (
    best.row + depth < sheet.rows.length &&
    (onlyContinuations(sheet, best.row + depth, continuations) ||
      onlyLetters(sheet.rows[best.row + depth] ?? [], continuations.get(best.row + depth)))
  ) {
    depth++;
  }
  // A group heading right above (kkpp's merged 'ACTION RESULTS') belongs to it too.
  let row = best.row;
  if (row > 0 && isGroupHeading(sheet, row - 1, width)) {
    row--;
    depth++;
  }
  const pieces = row === best.row && depth === best.depth ? best.pieces : piecesFor(row, depth, best.limit);
  const { mapping } =
    row === best.row && depth === best.depth
      ? best
      : assignFields(compiled, pieces, numericBelow(row + depth));
  return {
    row,
    depth,
    mapping,
    score: best.score,
    columns: pieces.map((p, index) => ({ index, header: p.join(' / ') })),
  };
}

/** Empty columns that separate a side block (legend, guideline) from the table. */
const SIDE_GAP = 3;

/** The table's last column in rows whose filled columns are `filled`: before the first gap of SIDE_GAP. */
function tableEnd(filled: Uint8Array): number {
  let end = -1;
  let gap = 0;
  for (let c = 0; c < filled.length; c++) {
    if (!filled[c]) {
      gap++;
      continue;
    }
    if (end >= 0 && gap >= SIDE_GAP) break;
    end = c;
    gap = 0;
  }
  return end;
}

const SAMPLE_ROWS = 25;

/** Most non-empty cells of the column in the rows under the header are numbers (undefined: no data). */
function columnIsNumeric(sheet: TSheetGrid, firstDataRow: number, column: number): boolean | undefined {
  let filled = 0;
  let numbers = 0;
  for (let r = firstDataRow; r < Math.min(sheet.rows.length, firstDataRow + SAMPLE_ROWS); r++) {
    const text = cleanCellText(sheet.rows[r]?.[column] ?? '');
    if (text === '') continue;
    filled++;
    if (parseNumber(text) !== null) numbers++;
  }
  return filled === 0 ? undefined : numbers * 2 >= filled;
}

/** A row with content, all of it repeated from merges that started above it. */
export function onlyContinuations(
  sheet: TSheetGrid,
  r: number,
  continuations: Map<number, Set<number>>,
): boolean {
  const cells = sheet.rows[r] ?? [];
  const cont = continuations.get(r);
  let any = false;
  for (let c = 0; c < cells.length; c++) {
    if (cleanCellText(cells[c] ?? '') === '') continue;
    if (!cont?.has(c)) return false;
    any = true;
  }
  return any;
}

/** A row whose own cells are single letters (a heading written downwards), at least one. */
function onlyLetters(cells: readonly string[], continuation: Set<number> | undefined): boolean {
  let any = false;
  for (let c = 0; c < cells.length; c++) {
    if (continuation?.has(c)) continue;
    const text = cleanCellText(cells[c] ?? '');
    if (text === '') continue;
    if (!/^\p{L}$/u.test(text)) return false;
    any = true;
  }
  return any;
}

/** At most two distinct texts, each the top-left of a horizontal merge, no digits or 'key:' cells. */
function isGroupHeading(sheet: TSheetGrid, r: number, width: number): boolean {
  const cells = sheet.rows[r] ?? [];
  const texts = new Set<string>();
  for (let c = 0; c < Math.min(cells.length, width); c++) {
    const text = cleanCellText(cells[c] ?? '');
    if (text === '') continue;
    if (/[\d:]/.test(text)) return false;
    texts.add(text);
  }
  if (texts.size === 0 || texts.size > 2) return false;
  const starts = sheet.merges.filter((m) => m.s.r === r && m.e.r === r && m.e.c > m.s.c);
  return [...texts].every((t) => starts.some((m) => cleanCellText(cells[m.s.c] ?? '') === t));
}
