import { cleanCellText, parseNumber } from '../../shared/tables/cell-values';
import { headerTokens } from '../../shared/tables/header-text';
import type { TSheetGrid } from './workbook';

// Single-word names of the three ratings, folded, as a rating-definition table heads its columns.
const RATING_WORDS = new Set(
  [
    'severity',
    'siddet',
    'severidad',
    'occurrence',
    'olasilik',
    'incidencia',
    'ocurrencia',
    'detection',
    'saptanabilirlik',
    'detectabilidad',
    'deteccion',
    'tespit',
    'sev',
    'occ',
    'det',
  ].map((w) => headerTokens(w).join(' ')),
);
const RANGE_IN_HEADER = /(?:^|[^\d])(0|1)\s*[-–—]\s*(\d{1,3})(?![\d])/;
const TABLE_ROWS = 12;
const SHARE_ABOVE_TEN = 0.1;

/** Where the imported table's header is (0-based rows, inclusive) on its sheet. */
export interface TableHeader {
  sheet: string;
  firstRow: number;
  lastRow: number;
}

/**
 * Why a sheet's S/O/D are not on the 1-10 scale, as data (the auditor words it per language):
 * a header naming a percent or another range, many values above 10, or a rating-definition table.
 */
export type ScaleReason =
  | { readonly kind: 'percent-header'; readonly header: string }
  | { readonly kind: 'range-header'; readonly from: string; readonly to: string; readonly header: string }
  | { readonly kind: 'percent-values' | 'values'; readonly count: number; readonly max: number }
  | { readonly kind: 'table'; readonly top: number; readonly sheet: string };

/**
 * Why a sheet's S/O/D are not on the 1-10 scale, or null when they are. Evidence, in order: a
 * header naming another range ('Detection %', 'Severity (1-5)'), values above 10 in the rating
 * columns (0-100 %), or a rating-definition table elsewhere in the workbook listing grades 1..N once
 * each with N < 10 (sebasgo24's 'Indexes' sheet, 1-7).
 */
export function nonStandardScaleReason(
  headers: readonly string[],
  ratingValues: readonly string[],
  sheets: readonly TSheetGrid[],
  /** The FMEA's own header: its rating headings head data, not a definition table. */
  table?: TableHeader,
): ScaleReason | null {
  for (const header of headers) {
    if (header.includes('%')) return { kind: 'percent-header', header };
    const range = RANGE_IN_HEADER.exec(header);
    if (range && !(range[1] === '1' && range[2] === '10'))
      return { kind: 'range-header', from: range[1] ?? '', to: range[2] ?? '', header };
  }
  const numbers = ratingValues.map(parseNumber).filter((n): n is number => n !== null);
  const above = numbers.filter((n) => n > 10);
  // One typo (11) is a row issue; a scale shows in several values and a share of them.
  if (above.length >= 2 && above.length >= SHARE_ABOVE_TEN * numbers.length) {
    const max = Math.max(...above);
    return { kind: max <= 100 ? 'percent-values' : 'values', count: above.length, max };
  }
  for (const sheet of sheets) {
    const top = ratingTableTop(sheet, table?.sheet === sheet.name ? table : undefined);
    if (top !== null && top < 10) return { kind: 'table', top, sheet: sheet.name.trim() };
  }
  return null;
}

/** A scale reason in Turkish (the importer's refusal message). */
function scaleReasonText(reason: ScaleReason): string {
  switch (reason.kind) {
    case 'percent-header':
      return `0-100 % ölçeği: "${reason.header}" sütunu yüzde olarak verilmiş`;
    case 'range-header':
      return `${reason.from}-${reason.to} ölçeği: "${reason.header}"`;
    case 'percent-values':
      return `0-100 % ölçeği: puanların ${reason.count} tanesi 10'dan büyük (en büyüğü ${reason.max})`;
    case 'values':
      return `puanların ${reason.count} tanesi 10'dan büyük (en büyüğü ${reason.max})`;
    case 'table':
      return `1-${reason.top} ölçeği: "${reason.sheet}" sayfasındaki derecelendirme tablosu`;
  }
}

/** Why a sheet's S/O/D are not on the 1-10 scale, in Turkish, or null when they are. */
export function detectNonStandardScale(
  headers: readonly string[],
  ratingValues: readonly string[],
  sheets: readonly TSheetGrid[],
  table?: TableHeader,
): string | null {
  const reason = nonStandardScaleReason(headers, ratingValues, sheets, table);
  return reason === null ? null : scaleReasonText(reason);
}

/** The top grade of a rating-definition table (a rating word over grades 1..N, each once), or null. */
function ratingTableTop(sheet: TSheetGrid, own?: TableHeader): number | null {
  const rows = sheet.rows;
  for (let r = 0; r < Math.min(rows.length, 60); r++) {
    // The FMEA's own rating columns may start 1, 2, 3, 4 by chance (revised D of four rows).
    if (own && r >= own.firstRow && r <= own.lastRow) continue;
    const cells = rows[r] ?? [];
    for (let c = 0; c < Math.min(cells.length, 60); c++) {
      const text = cleanCellText(cells[c] ?? '');
      if (text === '' || !RATING_WORDS.has(headerTokens(text).join(' '))) continue;
      const grades = gradesBelow(rows, r, c);
      if (grades !== null) return grades;
    }
  }
  return null;
}

function gradesBelow(rows: readonly string[][], r: number, c: number): number | null {
  const seen: number[] = [];
  for (let i = r + 1; i <= r + TABLE_ROWS && i < rows.length; i++) {
    const here = cleanCellText(rows[i]?.[c] ?? '');
    const next = cleanCellText(rows[i]?.[c + 1] ?? '');
    if (here === '' && next === '') break;
    const value = parseNumber(here) ?? parseNumber(next);
    if (value !== null) seen.push(value);
  }
  if (seen.length < 4) return null;
  const distinct = new Set(seen);
  const top = Math.max(...seen);
  // A definition table lists its grades in order (1..N or N..1); an FMEA's own rating column whose
  // first values happen to be 1..N in any order is no scale.
  const ordered =
    seen.every((v, i) => i === 0 || v === seen[i - 1]! + 1) ||
    seen.every((v, i) => i === 0 || v === seen[i - 1]! - 1);
  const isLadder = ordered && distinct.size === seen.length && Math.min(...seen) === 1 && top === seen.length;
  return isLadder && seen.every(Number.isInteger) ? top : null;
}
