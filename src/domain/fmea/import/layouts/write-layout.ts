import * as XLSX from '@e965/xlsx';
import type { TLayout } from './generate-layout';

/** The layout as the file a plant would send: .xlsx (formulas with cached values), .xls (BIFF8) or .csv. */
export function writeLayout(layout: TLayout): Uint8Array {
  const wb = XLSX.utils.book_new();
  for (const sheet of layout.sheets) {
    const ws = XLSX.utils.aoa_to_sheet(
      sheet.rows.map((row) => row.map((cell) => (cell !== null && typeof cell === 'object' ? cell.v : cell))),
    );
    sheet.rows.forEach((row, r) =>
      row.forEach((cell, c) => {
        if (cell !== null && typeof cell === 'object')
          ws[XLSX.utils.encode_cell({ r, c })] = { t: 'n', v: cell.v, f: cell.f };
      }),
    );
    if (sheet.merges.length > 0) ws['!merges'] = sheet.merges;
    XLSX.utils.book_append_sheet(wb, ws, sheet.name);
  }
  if (layout.format === 'csv') {
    const first = wb.Sheets[wb.SheetNames[0]!]!;
    return new TextEncoder().encode(XLSX.utils.sheet_to_csv(first, { FS: layout.delimiter }));
  }
  const bookType = layout.format === 'xls' ? 'biff8' : 'xlsx';
  return new Uint8Array(XLSX.write(wb, { type: 'array', bookType }) as ArrayBuffer);
}
