import {
  FMEA_IMPORT_FIELDS,
  FMEA_IMPORT_MESSAGES,
  MAX_IMPORT_ROWS,
  type FmeaImportRefusal,
  type TImportedFmeaRow,
  type TSkippedRow,
} from './contract';
import { readFmeaRow } from './fmea-row';
import type { TFmeaHeaderField } from './fmea-synonyms';
import { onlyContinuations, type CompiledSynonyms, type DetectedHeader } from './header-detection';
import { cleanCellText } from './header-text';
import { parseNumber } from './numbers';
import {
  isBannerRow,
  isBlankRow,
  isErrorRow,
  isFooterRow,
  isRepeatedHeader,
  ownCells,
  SKIP_REASONS,
} from './row-rules';
import { mergeContinuations, type TSheetGrid } from './workbook';

const RATING_FIELDS: readonly TFmeaHeaderField[] = ['severity', 'occurrence', 'detection'];

export interface SheetRead {
  header: DetectedHeader<TFmeaHeaderField>;
  rows: TImportedFmeaRow[];
  skipped: TSkippedRow[];
  /** S/O/D cells as written, for the scale check. */
  ratingCells: string[];
}

function lastFilledRow(sheet: TSheetGrid, from: number): number {
  for (let r = sheet.rows.length - 1; r >= from; r--) if (!isBlankRow(sheet.rows[r] ?? [])) return r;
  return from - 1;
}

/**
 * Reads the data rows under a header; every row not imported is listed with its reason. Only the
 * columns before `ownWidth` decide whether a row is data: a sheet joined with another one (its
 * columns appended, filled on paired rows only) sorts its rows exactly as the sheet alone did.
 */
export function readRows(
  sheet: TSheetGrid,
  header: DetectedHeader<TFmeaHeaderField>,
  compiled: CompiledSynonyms<TFmeaHeaderField>,
  ownWidth = Infinity,
): SheetRead | FmeaImportRefusal {
  const continuations = mergeContinuations(sheet.merges);
  const first = header.row + header.depth;
  const last = lastFilledRow(sheet, first);
  if (last - first + 1 > MAX_IMPORT_ROWS)
    return { status: 413, code: 'too_many_rows', message: FMEA_IMPORT_MESSAGES.tooManyRows };
  const mapping = header.mapping;
  const ownMapping: Partial<Record<TFmeaHeaderField, number>> = {};
  for (const [field, column] of Object.entries(mapping) as [TFmeaHeaderField, number][])
    if (column < ownWidth) ownMapping[field] = column;
  const fmeaColumns = FMEA_IMPORT_FIELDS.flatMap((f) => (ownMapping[f] === undefined ? [] : [ownMapping[f]]));
  const ratingColumns = (['severity', 'occurrence', 'detection'] as const).flatMap((f) =>
    mapping[f] === undefined ? [] : [mapping[f]],
  );
  const ownRatingColumns = ratingColumns.filter((c) => c < ownWidth);
  const rows: TImportedFmeaRow[] = [];
  const skipped: TSkippedRow[] = [];
  const ratingCells: string[] = [];
  for (let r = first; r <= last; r++) {
    const cells = sheet.rows[r] ?? [];
    const skip = (reason: string) => skipped.push({ row: r + 1, reason });
    if (isBlankRow(cells)) {
      skip(SKIP_REASONS.blank);
      continue;
    }
    if (onlyContinuations(sheet, r, continuations)) {
      skip(SKIP_REASONS.continuation);
      continue;
    }
    const own = ownCells(cells, continuations.get(r));
    if (isErrorRow(own)) skip(SKIP_REASONS.errors);
    else if (isBannerRow(cells, own, fmeaColumns)) skip(SKIP_REASONS.banner);
    else if (isRepeatedHeader(cells, ownMapping, compiled, RATING_FIELDS)) skip(SKIP_REASONS.repeatedHeader);
    else if (ownRatingColumns.every((c) => parseNumber(cells[c] ?? '') === null) && isFooterRow(own))
      skip(SKIP_REASONS.footer);
    else if (fmeaColumns.every((c) => cleanCellText(cells[c] ?? '') === '')) skip(SKIP_REASONS.noFmeaData);
    else {
      for (const c of ratingColumns) ratingCells.push(cells[c] ?? '');
      rows.push(readFmeaRow(cells, mapping, r + 1));
    }
  }
  return { header, rows, skipped, ratingCells };
}
