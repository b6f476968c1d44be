import {
  FMEA_IMPORT_FIELDS,
  FMEA_IMPORT_MESSAGES,
  type FmeaImportRefusal,
  type TFmeaImportField,
  type TFmeaImportMapping,
  type TFmeaImportResult,
  type TFmeaMappingOverride,
  type TTemplateChoice,
} from './contract';
import type { ApCells } from '../plan/ap-table';
import { checkFileAp } from './ap-check';
import { applyTemplate } from './apply-template';
import { FMEA_IMPORT_SYNONYMS } from './cp-column-synonyms';
import type { TFmeaHeaderField } from './fmea-synonyms';
import { compileSynonyms, detectHeader, type DetectedHeader } from './header-detection';
import { completeFromCompanion } from './import-companion';
import { findCompanion } from './join-sheets';
import { detectNonStandardScale } from './rating-scale';
import { headerSignature } from './header-signature';
import { readRows } from './read-rows';
import type { ImportTemplate } from './template-contract';
import { columnLetter, type TWorkbookGrid } from './workbook';

export interface FmeaImportOptions {
  fileName: string;
  /** Sheet chosen by the user; otherwise the most FMEA-looking sheet with rows. */
  sheet?: string | undefined;
  /** The user's column choices from the review screen. */
  mapping?: TFmeaMappingOverride | undefined;
  /** The organisation's AP table, to compare the file's AP with (default: the handbook's). */
  apCells?: ApCells | undefined;
  /** The organisation's mapping templates; the one whose signature is the file's applies. */
  templates?: readonly ImportTemplate[] | undefined;
  /** The review's choice: a template's id, or 'none'; absent: found by the header signature. */
  template?: TTemplateChoice | undefined;
}

export type FmeaImportOutcome =
  { ok: true; result: TFmeaImportResult } | { ok: false; error: FmeaImportRefusal };

const compiled = compileSynonyms(FMEA_IMPORT_SYNONYMS);
// A sheet that names the failure mode may hold the part of an FMEA that another sheet lacks.
const partialCompiled = compileSynonyms({ ...FMEA_IMPORT_SYNONYMS, required: ['potentialFailure'] });
const RATINGS = ['severity', 'occurrence', 'detection'] as const;

type Header = DetectedHeader<TFmeaHeaderField>;

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
    return header ? readRows(sheet, header, compiled) : null;
  });
  const sheets = workbook.sheets.map((sheet, i) => {
    const read = reads[i];
    return {
      name: sheet.name,
      fmea: headers[i] !== null,
      rows: read && 'rows' in read ? read.rows.length : 0,
    };
  });
  const partial =
    workbook.sheets.length < 2
      ? headers
      : workbook.sheets.map((sheet, i) => headers[i] ?? detectHeader(sheet, partialCompiled));

  let index: number;
  if (options.sheet !== undefined && options.sheet !== '') {
    index = workbook.sheets.findIndex((s) => s.name === options.sheet);
    if (index < 0) index = workbook.sheets.findIndex((s) => sameSheet(s.name, options.sheet ?? ''));
    if (index < 0) return refuse(400, 'unknown_sheet', FMEA_IMPORT_MESSAGES.unknownSheet, 'sheet');
  } else {
    index = bestSheet(headers, sheets);
    if (index < 0) index = bestSplitSheet(partial);
  }
  const detected = headers[index] ?? (ratingsElsewhere(partial, index) ? partial[index] : null);
  if (index < 0 || !detected) return refuse(422, 'no_fmea_header', FMEA_IMPORT_MESSAGES.noHeader);
  const read0 = reads[index];
  const completed = completeFromCompanion(
    workbook.sheets,
    index,
    detected,
    { full: headers, partial },
    compiled,
    read0 && 'rows' in read0 ? read0 : null,
  );
  const { sheet, letters, companion, ownWidth } = completed;
  const signature = headerSignature(completed.header.columns);
  const template = chooseTemplate(options, signature);
  const templated = template
    ? applyTemplate(sheet, completed.header, template.mapping, (c) => letters.get(c) ?? columnLetter(c))
    : null;
  const header = applyOverride(templated?.header ?? completed.header, options.mapping);
  if (!header) return refuse(400, 'invalid_mapping', FMEA_IMPORT_MESSAGES.invalidMapping, 'mapping');
  const read = header === detected && read0 ? read0 : readRows(sheet, header, compiled, ownWidth);
  if (!('rows' in read)) return { ok: false, error: read };

  const ratingHeaders = RATINGS.flatMap((f) => {
    const column = header.mapping[f];
    return column === undefined ? [] : [header.columns[column]?.header ?? ''];
  });
  const scale = detectNonStandardScale(ratingHeaders, read.ratingCells, workbook.sheets, {
    sheet: sheet.name,
    firstRow: header.row,
    lastRow: header.row + header.depth - 1,
  });
  if (scale) return refuse(422, 'unsupported_scale', FMEA_IMPORT_MESSAGES.scale(scale));

  const lastHeaderColumn = header.columns.reduce((last, c) => (c.header !== '' ? c.index : last), -1);
  const mappedMax = Math.max(
    -1,
    ...Object.values(header.mapping).filter((c): c is number => c !== undefined),
  );
  const columns = header.columns.slice(0, Math.max(lastHeaderColumn, mappedMax) + 1).map((c) => ({
    index: c.index,
    letter: letters.get(c.index) ?? columnLetter(c.index),
    header: c.header,
  }));
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
      companion,
      apCheck: checkFileAp(read.rows, header.mapping.ap !== undefined, options.apCells),
      signature,
      template:
        template && templated
          ? {
              id: template.id,
              name: template.name,
              how: options.template === undefined ? 'signature' : 'chosen',
              fallbacks: templated.fallbacks,
            }
          : null,
    },
  };
}

/** The review's template, or (no choice) the organisation's latest template for this header. */
function chooseTemplate(options: FmeaImportOptions, signature: string): ImportTemplate | null {
  const templates = options.templates ?? [];
  if (options.template === 'none') return null;
  if (options.template !== undefined) return templates.find((t) => t.id === options.template) ?? null;
  return templates.find((t) => t.signature === signature) ?? null;
}

/** Another sheet holds the ratings this sheet lacks (an FMEA split over two sheets). */
function ratingsElsewhere(partial: readonly (Header | null)[], index: number): boolean {
  const header = partial[index];
  if (!header || !RATINGS.some((f) => header.mapping[f] !== undefined)) return false;
  const missing = RATINGS.filter((f) => header.mapping[f] === undefined);
  const companion = findCompanion(header, index, partial, () => true);
  return companion !== null && missing.every((f) => companion.fields.includes(f));
}

/** With no complete FMEA sheet: the split sheet with most ratings whose other half is elsewhere. */
function bestSplitSheet(partial: readonly (Header | null)[]): number {
  let best = -1;
  let bestRatings = 0;
  partial.forEach((header, i) => {
    const ratings = RATINGS.filter((f) => header?.mapping[f] !== undefined).length;
    if (ratings > bestRatings && ratingsElsewhere(partial, i)) {
      best = i;
      bestRatings = ratings;
    }
  });
  return best;
}

/** The FMEA-looking sheet with rows and the best header score; the first one on a tie. */
function bestSheet(headers: readonly (Header | null)[], sheets: readonly { rows: number }[]): number {
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
