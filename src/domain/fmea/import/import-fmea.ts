import {
  FMEA_IMPORT_FIELDS,
  FMEA_IMPORT_MESSAGES,
  MAX_IMPORT_ROWS,
  type TFmeaImportField,
  type TFmeaImportMapping,
  type TFmeaImportResult,
  type TFmeaMappingOverride,
  type TImportedFmeaRow,
  type TSkippedRow,
} from './contract';
import { readFmeaRow } from './fmea-row';
import { FMEA_SYNONYMS, type TFmeaHeaderField } from './fmea-synonyms';
import { compileSynonyms, detectHeader, onlyContinuations, type DetectedHeader } from './header-detection';
import { cleanCellText } from './header-text';
import { parseNumber } from './numbers';
import { detectNonStandardScale } from './rating-scale';
import {
  isBannerRow,
  isBlankRow,
  isErrorRow,
  isFooterRow,
  isRepeatedHeader,
  ownCells,
  SKIP_REASONS,
} from './row-rules';
import { columnLetter, mergeContinuations, type TSheetGrid, type TWorkbookGrid } from './workbook';

export interface FmeaImportOptions {
  fileName: string;
  /** Sheet chosen by the user; otherwise the most FMEA-looking sheet with rows. */
  sheet?: string | undefined;
  /** The user's column choices from the review screen. */
  mapping?: TFmeaMappingOverride | undefined;
}

/** A file the importer refuses: status and Turkish message for the API's error body. */
export interface FmeaImportRefusal {
  status: 400 | 413 | 415 | 422;
  code: string;
  message: string;
  field?: string;
}

export type FmeaImportOutcome =
  { ok: true; result: TFmeaImportResult } | { ok: false; error: FmeaImportRefusal };

const compiled = compileSynonyms(FMEA_SYNONYMS);
const RATING_FIELDS: readonly TFmeaHeaderField[] = ['severity', 'occurrence', 'detection'];

interface SheetRead {
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

/** Reads the data rows under a header; every row not imported is listed with its reason. */
function readRows(
  sheet: TSheetGrid,
  header: DetectedHeader<TFmeaHeaderField>,
): SheetRead | FmeaImportRefusal {
  const continuations = mergeContinuations(sheet.merges);
  const first = header.row + header.depth;
  const last = lastFilledRow(sheet, first);
  if (last - first + 1 > MAX_IMPORT_ROWS)
    return { status: 413, code: 'too_many_rows', message: FMEA_IMPORT_MESSAGES.tooManyRows };
  const mapping = header.mapping;
  const fmeaColumns = FMEA_IMPORT_FIELDS.flatMap((f) => (mapping[f] === undefined ? [] : [mapping[f]]));
  const ratingColumns = (['severity', 'occurrence', 'detection'] as const).flatMap((f) =>
    mapping[f] === undefined ? [] : [mapping[f]],
  );
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
    else if (isRepeatedHeader(cells, mapping, compiled, RATING_FIELDS)) skip(SKIP_REASONS.repeatedHeader);
    else if (ratingColumns.every((c) => parseNumber(cells[c] ?? '') === null) && isFooterRow(own))
      skip(SKIP_REASONS.footer);
    else if (fmeaColumns.every((c) => cleanCellText(cells[c] ?? '') === '')) skip(SKIP_REASONS.noFmeaData);
    else {
      for (const c of ratingColumns) ratingCells.push(cells[c] ?? '');
      rows.push(readFmeaRow(cells, mapping, r + 1));
    }
  }
  return { header, rows, skipped, ratingCells };
}

function applyOverride(
  header: DetectedHeader<TFmeaHeaderField>,
  override: TFmeaMappingOverride | undefined,
): DetectedHeader<TFmeaHeaderField> | null {
  if (!override) return header;
  const mapping = { ...header.mapping };
  for (const [field, column] of Object.entries(override) as [TFmeaImportField, number | null][]) {
    if (column === null) delete mapping[field];
    else if (column >= header.columns.length) return null;
    else mapping[field] = column;
  }
  return { ...header, mapping };
}

function presentMapping(header: DetectedHeader<TFmeaHeaderField>): TFmeaImportMapping {
  const mapping = {} as TFmeaImportMapping;
  for (const field of FMEA_IMPORT_FIELDS) {
    const column = header.mapping[field];
    mapping[field] = column === undefined ? null : { column, header: header.columns[column]?.header ?? '' };
  }
  return mapping;
}

function formOf(mapping: Partial<Record<TFmeaHeaderField, number>>): TFmeaImportResult['form'] {
  if (mapping.ap !== undefined) return 'aiag-vda-2019';
  if (mapping.rpn !== undefined) return 'aiag-4';
  return 'basic';
}

const sameSheet = (a: string, b: string) => a === b || a.trim() === b.trim();

/**
 * Imports an FMEA from a workbook read by the server (pure: no I/O). Picks the sheet (or the user's),
 * finds the header (first 30 rows, 1-5 stacked rows, synonyms in Turkish, English, Korean, Spanish),
 * maps the columns, reads every row with its rating issues and lists every row it skips. Ratings
 * on another scale than 1-10 (1-7, 0-100 %) are refused: they must never reach the AP table.
 */
export function importFmeaWorkbook(workbook: TWorkbookGrid, options: FmeaImportOptions): FmeaImportOutcome {
  const headers = workbook.sheets.map((sheet) => detectHeader(sheet, compiled));
  const reads = workbook.sheets.map((sheet, i) => {
    const header = headers[i];
    return header ? readRows(sheet, header) : null;
  });
  const sheets = workbook.sheets.map((sheet, i) => {
    const read = reads[i];
    return {
      name: sheet.name,
      fmea: headers[i] !== null,
      rows: read && 'rows' in read ? read.rows.length : 0,
    };
  });

  let index: number;
  if (options.sheet !== undefined && options.sheet !== '') {
    index = workbook.sheets.findIndex((s) => s.name === options.sheet);
    if (index < 0) index = workbook.sheets.findIndex((s) => sameSheet(s.name, options.sheet ?? ''));
    if (index < 0) return refuse(400, 'unknown_sheet', FMEA_IMPORT_MESSAGES.unknownSheet, 'sheet');
  } else {
    index = bestSheet(headers, sheets);
  }
  const detected = headers[index];
  if (index < 0 || !detected) return refuse(422, 'no_fmea_header', FMEA_IMPORT_MESSAGES.noHeader);
  const sheet = workbook.sheets[index]!;
  const header = applyOverride(detected, options.mapping);
  if (!header) return refuse(400, 'invalid_mapping', FMEA_IMPORT_MESSAGES.invalidMapping, 'mapping');
  const read = header === detected ? reads[index]! : readRows(sheet, header);
  if (!('rows' in read)) return { ok: false, error: read };

  const ratingHeaders = (['severity', 'occurrence', 'detection'] as const).flatMap((f) => {
    const column = header.mapping[f];
    return column === undefined ? [] : [header.columns[column]?.header ?? ''];
  });
  const scale = detectNonStandardScale(ratingHeaders, read.ratingCells, workbook.sheets);
  if (scale) return refuse(422, 'unsupported_scale', FMEA_IMPORT_MESSAGES.scale(scale));

  const lastHeaderColumn = header.columns.reduce((last, c) => (c.header !== '' ? c.index : last), -1);
  const mappedMax = Math.max(
    -1,
    ...Object.values(header.mapping).filter((c): c is number => c !== undefined),
  );
  const columns = header.columns
    .slice(0, Math.max(lastHeaderColumn, mappedMax) + 1)
    .map((c) => ({ index: c.index, letter: columnLetter(c.index), header: c.header }));
  return {
    ok: true,
    result: {
      fileName: options.fileName,
      format: workbook.format,
      sheet: sheet.name,
      sheets,
      headerRow: header.row + 1,
      headerRows: header.depth,
      columns,
      mapping: presentMapping(header),
      form: formOf(header.mapping),
      scale: '1-10',
      rows: read.rows,
      skipped: read.skipped,
      notice: read.rows.length === 0 ? FMEA_IMPORT_MESSAGES.noRows : null,
    },
  };
}

/** The FMEA-looking sheet with rows and the best header score; the first one on a tie. */
function bestSheet(
  headers: readonly (DetectedHeader<TFmeaHeaderField> | null)[],
  sheets: readonly { rows: number }[],
): number {
  let best = -1;
  const rank = (i: number) => (headers[i]?.score ?? -Infinity) + (sheets[i]!.rows > 0 ? 1000 : 0);
  for (let i = 0; i < headers.length; i++) if (headers[i] && (best < 0 || rank(i) > rank(best))) best = i;
  return best;
}

function refuse(
  status: FmeaImportRefusal['status'],
  code: string,
  message: string,
  field?: string,
): FmeaImportOutcome {
  return { ok: false, error: field ? { status, code, message, field } : { status, code, message } };
}
