import * as XLSX from '@e965/xlsx';
import type { CpLayout } from '../../../domain/audit/tables/layouts/cp-layout';

/**
 * A generated layout as the bytes a plant would upload, written by SheetJS: .xlsx (formulas keep
 * their cached values), .xls (BIFF8) or .csv (the plan's sheet only, ';' for a Turkish plan as
 * Turkish Excel saves it; merges do not exist in a CSV, so merged cells come back blank).
 */
export function layoutFile(layout: CpLayout): Buffer {
  const book = XLSX.utils.book_new();
  for (const sheet of layout.format === 'csv' ? layout.sheets.slice(0, 1) : layout.sheets) {
    const ws = XLSX.utils.aoa_to_sheet(
      sheet.rows.map((row) => row.map((cell) => (typeof cell === 'object' ? cell.v : cell))),
    );
    sheet.rows.forEach((row, r) =>
      row.forEach((cell, c) => {
        if (typeof cell === 'object') ws[XLSX.utils.encode_cell({ r, c })] = { t: 'n', v: cell.v, f: cell.f };
      }),
    );
    if (sheet.merges.length > 0) ws['!merges'] = sheet.merges.map((m) => ({ s: { ...m.s }, e: { ...m.e } }));
    XLSX.utils.book_append_sheet(book, ws, sheet.name);
  }
  if (layout.format === 'csv') {
    const text = XLSX.utils.sheet_to_csv(book.Sheets[book.SheetNames[0]!]!, {
      FS: layout.lang === 'tr' ? ';' : ',',
    });
    return Buffer.from(`\ufeff${text}`, 'utf8');
  }
  if (layout.format === 'docx') throw new Error('a Word layout is written by layout-docx.ts');
  return XLSX.write(book, { type: 'buffer', bookType: layout.format === 'xls' ? 'biff8' : 'xlsx' }) as Buffer;
}
