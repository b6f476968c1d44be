import type { TWorkbookGrid } from '../../domain/fmea/import/workbook';
import { MAX_IMPORT_FILE_BYTES } from '../../domain/fmea/import/contract';
import { readCsv } from './read-csv';
import { readExcel } from './read-excel';
import { sniffFormat } from './sniff-format';
import { REFUSALS, SpreadsheetRefused, type SpreadsheetRefusal } from './spreadsheet-refusal';
import { checkSpreadsheetZip } from './zip-guard';

export type SpreadsheetOutcome =
  { ok: true; workbook: TWorkbookGrid } | { ok: false; error: SpreadsheetRefusal };

/**
 * Any spreadsheet a plant sends (.xlsx, .xlsm, .xls, .csv) → plain sheets of strings, decided by
 * the bytes, not the name. Refusals (empty, too large, not a spreadsheet, corrupt, zip bomb, too
 * many cells) come back as values with a status and a Turkish message; nothing else escapes.
 */
export function readSpreadsheet(bytes: Uint8Array, csvSheetName = 'CSV'): SpreadsheetOutcome {
  try {
    if (bytes.length === 0) throw new SpreadsheetRefused(REFUSALS.empty);
    if (bytes.length > MAX_IMPORT_FILE_BYTES) throw new SpreadsheetRefused(REFUSALS.tooLarge);
    const format = sniffFormat(bytes);
    if (format === null) throw new SpreadsheetRefused(REFUSALS.unsupported);
    if (format === 'csv') return { ok: true, workbook: { format, sheets: [readCsv(bytes, csvSheetName)] } };
    if (format === 'xlsx') checkSpreadsheetZip(bytes);
    return { ok: true, workbook: { format, sheets: readExcel(bytes) } };
  } catch (error) {
    if (error instanceof SpreadsheetRefused) return { ok: false, error: error.refusal };
    // A parser bug on a hostile file is still "unreadable", never a crash of the request.
    return { ok: false, error: REFUSALS.unreadable };
  }
}
