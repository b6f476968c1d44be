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
import { cleanCellText } from '../../shared/tables/cell-values';
import { FillDown } from '../../shared/tables/fill-down';
import { isSectionTitle, sectionOperation, skipKind } from '../../shared/tables/skip-rows';
import { isErrorRow, isRepeatedHeader, isBlankRow, ownCells, SKIP_REASONS } from './row-rules';
import { mergeContinuations, type TSheetGrid } from './workbook';

const RATING_FIELDS: readonly TFmeaHeaderField[] = ['severity', 'occurrence', 'detection'];
/** Key columns filled down under the first row of their group, outermost first (never ratings). */
const KEY_LEVELS: readonly TFmeaHeaderField[] = [
  'processItem',
  'stepNumber',
  'processStep',
  'potentialFailure',
];
const STEP_LEVEL = KEY_LEVELS.indexOf('stepNumber');
const PROCESS_STEP_LEVEL = KEY_LEVELS.indexOf('processStep');
/** Columns whose lone text is a data row with its ratings missing, not a section title. */
const ROW_TEXT_FIELDS: readonly TFmeaHeaderField[] = [
  'potentialFailure',
  'effects',
  'causes',
  'controls',
  'preventionControls',
  'detectionControls',
  'workElement',
  'recommendedAction',
];

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
  const fill = new FillDown(KEY_LEVELS.map((f) => ownMapping[f]));
  const rowTextColumns = new Set(
    ROW_TEXT_FIELDS.flatMap((f) => (ownMapping[f] === undefined ? [] : [ownMapping[f]])),
  );
  let section: string | null = null;
  const lastFmeaColumn = Math.max(-1, ...fmeaColumns);
  for (let r = first; r <= last; r++) {
    const cells = sheet.rows[r] ?? [];
    const skip = (code: TSkippedRow['code'], named: string | null = null) =>
      skipped.push({ row: r + 1, reason: SKIP_REASONS[code], code, section: named });
    if (isBlankRow(cells)) {
      skip('blank');
      continue;
    }
    if (onlyContinuations(sheet, r, continuations)) {
      skip('continuation');
      continue;
    }
    const continuation = continuations.get(r);
    const own = ownCells(cells, continuation);
    if (isErrorRow(own)) {
      skip('errors');
      continue;
    }
    if (isRepeatedHeader(cells, ownMapping, compiled, RATING_FIELDS)) {
      skip('repeated_header');
      continue;
    }
    const kind = skipKind(
      own,
      ownRatingColumns.map((c) => cells[c] ?? ''),
    );
    if (kind === 'section') {
      const column = cells.findIndex((c, i) => !continuation?.has(i) && cleanCellText(c ?? '') !== '');
      const operation = sectionOperation(own[0]!);
      const place = column > lastFmeaColumn ? 'outside' : rowTextColumns.has(column) ? 'row-text' : 'other';
      if (isSectionTitle({ text: own[0]!, spread: (continuation?.size ?? 0) > 0, place })) {
        if (operation !== null) {
          // A new operation: its number and step start again; rows under it without one take its name.
          fill.startGroup(STEP_LEVEL, '');
          fill.startGroup(PROCESS_STEP_LEVEL, operation);
          section = operation;
        }
        skip('section', operation);
        continue;
      }
    } else if (kind !== null) {
      skip(kind);
      continue;
    }
    if (fmeaColumns.every((c) => cleanCellText(cells[c] ?? '') === '')) {
      skip('no_fmea_data');
      continue;
    }
    const stepColumn = ownMapping.processStep;
    if (stepColumn !== undefined && section !== null && cleanCellText(cells[stepColumn] ?? '') !== '')
      section = null;
    for (const c of ratingColumns) ratingCells.push(cells[c] ?? '');
    const row = readFmeaRow(fill.fill(cells), mapping, r + 1);
    if (row.processStep === '' && section !== null) row.processStep = section;
    rows.push(row);
  }
  return { header, rows, skipped, ratingCells };
}
