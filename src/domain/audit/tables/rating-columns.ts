import type { DetectedHeader } from '../../fmea/import/header-detection';
import type { TSheetGrid } from '../../fmea/import/workbook';
import { parseRating } from '../text/rating';
import type { TAuditFmeaHeaderField } from './pfmea-synonyms';

type Field = TAuditFmeaHeaderField;

// Each rating and the field its second column (after the actions) takes.
const RATINGS: readonly (readonly [Field, Field])[] = [
  ['severity', 'revisedSeverity'],
  ['occurrence', 'revisedOccurrence'],
  ['detection', 'revisedDetection'],
  ['rpn', 'revisedRpn'],
];

const SAMPLE_ROWS = 40;

/** Whether most filled data cells of a column are numbers; undefined when the column is empty. */
export function holdsNumbers(grid: TSheetGrid, firstDataRow: number, column: number): boolean | undefined {
  let filled = 0;
  let numbers = 0;
  for (let r = firstDataRow; r < Math.min(grid.rows.length, firstDataRow + SAMPLE_ROWS); r++) {
    const text = (grid.rows[r]?.[column] ?? '').trim();
    if (text === '') continue;
    filled += 1;
    if (parseRating(text) !== null) numbers += 1;
  }
  return filled === 0 ? undefined : numbers * 2 >= filled;
}

/**
 * A rating is a column of numbers, never a text column (issue 19): when the header put S, O, D or
 * RPN on a column of text ('Mevcut Proses Kontrolleri / Tespit' read as D), the text column goes to
 * the current controls and the rating moves to the next numeric column the header gave the same
 * rating (the one it took for the revised rating). The FMEA import types columns by content in
 * `domain/shared/tables` (another branch); this is the audit's small local guard until both share it.
 */
export function ratingsByContent(grid: TSheetGrid, header: DetectedHeader<Field>): DetectedHeader<Field> {
  const first = header.row + header.depth;
  const mapping: Partial<Record<Field, number>> = { ...header.mapping };
  let changed = false;
  for (const [rating, revised] of RATINGS) {
    const column = mapping[rating];
    if (column === undefined || holdsNumbers(grid, first, column) !== false) continue;
    changed = true;
    delete mapping[rating];
    const later = mapping[revised];
    if (later !== undefined && holdsNumbers(grid, first, later) !== false) {
      mapping[rating] = later;
      delete mapping[revised];
    }
    const controls = mapping.detectionControls ?? mapping.controls;
    if (rating === 'detection' && controls === undefined) mapping.detectionControls = column;
  }
  return changed ? { ...header, mapping } : header;
}
