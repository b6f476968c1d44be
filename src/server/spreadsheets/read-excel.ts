import * as XLSX from '@e965/xlsx';
import { MAX_IMPORT_ROWS } from '../../domain/fmea/import/contract';
import type { TMergeRange, TSheetGrid } from '../../domain/fmea/import/workbook';
import { REFUSALS, SpreadsheetRefused } from './spreadsheet-refusal';

export interface ExcelLimits {
  /** Non-empty cells of the whole workbook at most. */
  maxCells: number;
  /** Sheets at most. */
  maxSheets: number;
}

const DEFAULT_EXCEL_LIMITS: ExcelLimits = { maxCells: 2_000_000, maxSheets: 50 };
/** Columns kept per row: data sits in the first few dozen, even when 252 are formatted (kkpp). */
const MAX_COLUMNS = 512;

const pad = (n: number) => String(n).padStart(2, '0');

/** Cell → text: cached value of a formula, dates as dd.mm.yyyy (tr-TR), errors as Excel writes them. */
function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell) return '';
  switch (cell.t) {
    case 'n':
      return typeof cell.v === 'number' ? String(cell.v) : '';
    case 's':
      return typeof cell.v === 'string' ? cell.v : '';
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    case 'e':
      return cell.w ?? '#ERROR';
    case 'd': {
      const d = cell.v instanceof Date ? cell.v : null;
      if (!d || Number.isNaN(d.getTime())) return cell.w ?? '';
      const date = `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
      const time =
        d.getHours() + d.getMinutes() + d.getSeconds() === 0
          ? ''
          : ` ${pad(d.getHours())}:${pad(d.getMinutes())}`;
      return date + time;
    }
    default:
      return '';
  }
}

function sheetGrid(name: string, sheet: XLSX.WorkSheet, budget: { cells: number }): TSheetGrid {
  const dense = (sheet as XLSX.DenseSheet)['!data'] ?? [];
  const rows: string[][] = [];
  for (let r = 0; r < dense.length; r++) {
    const source = dense[r];
    const row: string[] = [];
    if (source) {
      const width = Math.min(source.length, MAX_COLUMNS);
      for (let c = 0; c < width; c++) {
        const text = cellText(source[c]);
        if (text === '') continue;
        row[c] = text;
        if (--budget.cells < 0) throw new SpreadsheetRefused(REFUSALS.cells);
      }
    }
    // Holes become '' so the domain sees plain string arrays; trailing empty cells are not kept.
    rows.push(Array.from(row, (v) => v ?? ''));
  }
  const merges: TMergeRange[] = (sheet['!merges'] ?? [])
    .filter((m) => m.s.c < MAX_COLUMNS)
    .map((m) => ({ s: { r: m.s.r, c: m.s.c }, e: { r: m.e.r, c: Math.min(m.e.c, MAX_COLUMNS - 1) } }));
  fillMerges(rows, merges);
  return { name, rows, merges };
}

/** Every cell of a merged range gets the value of its top-left cell. */
function fillMerges(rows: string[][], merges: readonly TMergeRange[]): void {
  for (const m of merges) {
    const value = rows[m.s.r]?.[m.s.c] ?? '';
    if (value === '') continue;
    for (let r = m.s.r; r <= m.e.r && r < rows.length; r++) {
      const row = rows[r]!;
      for (let c = m.s.c; c <= m.e.c; c++) {
        while (row.length < c) row.push('');
        row[c] = value;
      }
    }
  }
}

/**
 * Reads an .xlsx/.xlsm (already checked against zip bombs) or a BIFF .xls with SheetJS: cached
 * formula values (no recalculation), real dates, no styles, no VBA, dense sheets, at most
 * MAX_IMPORT_ROWS + header rows per sheet and a bounded number of cells.
 */
export function readExcel(bytes: Uint8Array, limits: ExcelLimits = DEFAULT_EXCEL_LIMITS): TSheetGrid[] {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, {
      type: 'buffer',
      dense: true,
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellNF: false,
      bookVBA: false,
      sheetRows: MAX_IMPORT_ROWS + 100,
    });
  } catch (error) {
    if (error instanceof SpreadsheetRefused) throw error;
    // SheetJS names a password-protected (encrypted OLE2) workbook in its message.
    const encrypted = error instanceof Error && /password|encrypt/i.test(error.message);
    throw new SpreadsheetRefused(encrypted ? REFUSALS.encrypted : REFUSALS.unreadable);
  }
  if (workbook.SheetNames.length > limits.maxSheets) throw new SpreadsheetRefused(REFUSALS.cells);
  const budget = { cells: limits.maxCells };
  return workbook.SheetNames.flatMap((name) => {
    const sheet = workbook.Sheets[name];
    return sheet ? [sheetGrid(name, sheet, budget)] : [];
  });
}
