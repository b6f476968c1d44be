/**
 * A spreadsheet as the importers see it, whatever the file was (.xlsx, .xlsm, .xls, .csv): plain
 * string cells, every merged range forward-filled from its top-left cell, and the merge ranges kept
 * so a row made only of merge continuations can be told from a row with content of its own.
 */

/** A merged range, 0-based and inclusive (Excel's A1:B2 is s {r:0,c:0}, e {r:1,c:1}). */
export interface TMergeRange {
  s: { r: number; c: number };
  e: { r: number; c: number };
}

export interface TSheetGrid {
  name: string;
  /** rows[r][c], 0-based; cached formula values; dates as dd.mm.yyyy; errors as written (#VALUE!). */
  rows: string[][];
  merges: TMergeRange[];
}

export type TSpreadsheetFormat = 'xlsx' | 'xls' | 'csv';

export interface TWorkbookGrid {
  format: TSpreadsheetFormat;
  sheets: TSheetGrid[];
}

/** Cells that repeat a merged range's value (every cell of the range but its top-left), per row. */
export function mergeContinuations(merges: readonly TMergeRange[]): Map<number, Set<number>> {
  const byRow = new Map<number, Set<number>>();
  for (const m of merges) {
    for (let r = m.s.r; r <= m.e.r; r++) {
      let cols = byRow.get(r);
      for (let c = m.s.c; c <= m.e.c; c++) {
        if (r === m.s.r && c === m.s.c) continue;
        if (!cols) {
          cols = new Set();
          byRow.set(r, cols);
        }
        cols.add(c);
      }
    }
  }
  return byRow;
}

/** Excel column letters of a 0-based index: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(65 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}
