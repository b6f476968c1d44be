import { columnKind, type TColumnKind } from '../../shared/tables/column-kind';
import { sectionOperation } from '../../shared/tables/skip-rows';
import { assignFields } from './assign-fields';
import { cleanCellText, parseNumber } from '../../shared/tables/cell-values';
import { combineHeaderPieces } from '../../shared/tables/header-text';
import {
  type CompiledSynonyms,
  type DetectedHeader,
  type FieldSynonyms,
  type SynonymMap,
} from './header-match';
import { mergeContinuations, type TSheetGrid } from './workbook';

// The auditor imports these from here (one header reader for both modes).
import { matchHeader } from './header-match';
export { compileSynonyms, matchHeader } from './header-match';
export { assignFields } from './assign-fields';
export type { CompiledSynonyms, DetectedHeader, FieldSynonyms, SynonymMap };

export interface DetectHeaderOptions {
  /** Rows searched for the header's first row (the issue: the first 30). */
  scanRows?: number;
  /** Header rows at most (sumitduc's PFMEA spells after-action headings over five rows). */
  maxDepth?: number;
  /** Columns looked at, so a sheet formatted to column IR costs nothing. */
  maxColumns?: number;
}

const DEPTH_PENALTY = 0.01;
/**
 * Per column named: a deeper header that names one more column (a weight-0 action heading on the
 * row above, 'Önerilen Aksiyon') beats the shallower one; an empty extra row still does not.
 */
const FIELD_BONUS = 0.02;
const NUMBER = /^[-+]?\d+(?:[.,]\d+)?%?$/;

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
  // One text spread over the row: a merged title. With other texts beside it, a group heading row.
  return { empty: filled === 0, firstNumber, title: keyCell || (widest >= 4 && widest === filled) };
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
  const below = verticalContinuations(sheet.merges);
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
      // A heading merged down is read once: 'Ş' merged over two rows is not 'ŞŞ' spelled downwards.
      for (let r = start; r < start + depth; r++)
        cells.push(below.get(r)?.has(c) ? '' : (sheet.rows[r]?.[c] ?? ''));
      columns.push(combineHeaderPieces(cells));
    }
    return compiled.map.adjustPieces?.(columns) ?? columns;
  };

  // A row inside a header cell merged down from above is never the header's first row.
  const mergedFromAbove = new Set<number>();
  for (const m of sheet.merges) {
    if (m.e.r <= m.s.r || cleanCellText(sheet.rows[m.s.r]?.[m.s.c] ?? '') === '') continue;
    for (let r = m.s.r + 1; r <= Math.min(m.e.r, scanRows); r++) mergedFromAbove.add(r);
  }
  const kindCache = new Map<number, TColumnKind | undefined>();
  const numericBelow = (firstDataRow: number) => (column: number) => {
    const key = firstDataRow * 100_000 + column;
    if (!kindCache.has(key)) kindCache.set(key, kindBelow(sheet, firstDataRow, column, continuations));
    return kindCache.get(key);
  };
  let best: (DetectedHeader<F> & { pieces: string[][]; limit: number; rank: number }) | null = null;
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
      // The bonus only ranks this vocabulary's candidates; the score the auditor compares across
      // vocabularies (PFMEA, control plan, process flow) stays the weights minus the depth penalty.
      const rank = penalised + FIELD_BONUS * Object.keys(mapping).length;
      if (best && rank <= best.rank + 1e-9) continue;
      best = { row: start, depth, columns: [], mapping, score: penalised, rank, pieces, limit };
    }
  }
  if (!best) return null;

  // Rows below that only continue the header's merges (sumitduc's empty row 12), spell headings
  // one letter per row ('e', 'v' under 'S') or hold sub-headings only ('Önleme' under 'Mevcut
  // Proses Kontrolleri', which scores no more than the heading above it) belong to it.
  let depth = best.depth;
  while (
    best.row + depth < sheet.rows.length &&
    (onlyContinuations(sheet, best.row + depth, continuations) ||
      onlyLetters(sheet.rows[best.row + depth] ?? [], continuations.get(best.row + depth)) ||
      onlySubHeadings(
        sheet.rows[best.row + depth] ?? [],
        continuations.get(best.row + depth),
        compiled,
        (c) => (best.pieces[c]?.length ?? 0) > 0,
      ))
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

/** Data rows sampled to type a column (a few header or subtotal cells do not change it). */
const SAMPLE_ROWS = 60;

/**
 * What the column holds in the rows under the header (undefined: no data); the auditor types its
 * sub-heading rows' columns with it too (one rating-by-content rule for both modes).
 */
export function kindBelow(
  sheet: TSheetGrid,
  firstDataRow: number,
  column: number,
  continuations: Map<number, Set<number>>,
): TColumnKind | undefined {
  const cells: string[] = [];
  // A merged cell's text is its top-left cell's: an 'APPROVED BY' spread over the revised ratings
  // does not make them text.
  for (let r = firstDataRow; r < Math.min(sheet.rows.length, firstDataRow + SAMPLE_ROWS); r++)
    if (!continuations.get(r)?.has(column)) cells.push(sheet.rows[r]?.[column] ?? '');
  const kind = columnKind(cells);
  return kind === 'empty' ? undefined : kind;
}

/** Cells of a merged range below its first row (the value repeated downwards), per row. */
function verticalContinuations(merges: TSheetGrid['merges']): Map<number, Set<number>> {
  const byRow = new Map<number, Set<number>>();
  for (const m of merges)
    for (let r = m.s.r + 1; r <= m.e.r; r++) {
      const columns = byRow.get(r) ?? new Set<number>();
      for (let c = m.s.c; c <= m.e.c; c++) columns.add(c);
      byRow.set(r, columns);
    }
  return byRow;
}

/**
 * A row whose own cells are all headings: words the vocabulary knows, or a word under a column that
 * has no heading yet ('Notlar' written one row lower); no number among them and no section title
 * naming an operation ('OP 10 - Kaynak' is the first section of the data, not a heading).
 */
function onlySubHeadings<F extends string>(
  cells: readonly string[],
  continuation: Set<number> | undefined,
  compiled: CompiledSynonyms<F>,
  headed: (column: number) => boolean,
): boolean {
  let filled = false;
  for (let c = 0; c < cells.length; c++) {
    if (continuation?.has(c)) continue;
    const text = cleanCellText(cells[c] ?? '');
    if (text === '') continue;
    if (parseNumber(text) !== null || sectionOperation(text) !== null) return false;
    if (headed(c) && matchHeader(compiled, [text.replace(/\n/g, ' ')]) === null) return false;
    filled = true;
  }
  return filled;
}

/** A row with content, all of it repeated from merges that started above it. */
export function onlyContinuations(
  sheet: TSheetGrid,
  r: number,
  continuations: Map<number, Set<number>>,
): boolean {
  const cells = sheet.rows[r] ?? [];
  const cont = continuations.get(r);
  let filled = false;
  for (let c = 0; c < cells.length; c++) {
    if (cleanCellText(cells[c] ?? '') === '') continue;
    if (!cont?.has(c)) return false;
    filled = true;
  }
  return filled;
}

/** A row whose own cells are single letters (a heading written downwards), at least one. */
function onlyLetters(cells: readonly string[], continuation: Set<number> | undefined): boolean {
  let filled = false;
  for (let c = 0; c < cells.length; c++) {
    if (continuation?.has(c)) continue;
    const text = cleanCellText(cells[c] ?? '');
    if (text === '') continue;
    if (!/^\p{L}$/u.test(text)) return false;
    filled = true;
  }
  return filled;
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
