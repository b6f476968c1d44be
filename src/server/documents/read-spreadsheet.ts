import * as XLSX from '@e965/xlsx';
import { MAX_TABLE_COLUMNS, MAX_TABLE_ROWS, MAX_TABLES_PER_DOCUMENT } from '../../domain/audit/contract';
import { boundedText, hasContent, problem, type ReadResult, tableFromRows } from './read-result';
import { readZipEntries, ZipProblem } from './zip-archive';

/**
 * Sheets of an XLSX/XLS as engine tables: cached values as shown, every merged range filled from
 * its top-left cell. An XLSX is checked as a zip first (bounded sizes) before SheetJS inflates it.
 */
export async function readSpreadsheet(bytes: Uint8Array): Promise<ReadResult> {
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  try {
    if (isZip) readZipEntries(bytes, () => false);
  } catch (error) {
    if (error instanceof ZipProblem) return problem(error.code, error.message);
    throw error;
  }
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, { type: 'array', dense: true, cellFormula: false, cellHTML: false, sheetRows: MAX_TABLE_ROWS });
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/password|encrypt/i.test(message)) return problem('encrypted', 'çalışma kitabı parola ile korunuyor');
    return problem('corrupt', 'çalışma kitabı okunamadı');
  }
  const tables = workbook.SheetNames.slice(0, MAX_TABLES_PER_DOCUMENT).flatMap((name) => {
    const sheet = workbook.Sheets[name];
    if (!sheet) return [];
    const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true });
    for (const merge of sheet['!merges'] ?? []) {
      const value = rows[merge.s.r]?.[merge.s.c] ?? '';
      // Clamped: a hostile merge over a whole sheet must not allocate a million rows.
      for (let r = merge.s.r; r <= Math.min(merge.e.r, MAX_TABLE_ROWS - 1); r++) {
        const row = (rows[r] ??= []);
        for (let c = merge.s.c; c <= Math.min(merge.e.c, MAX_TABLE_COLUMNS - 1); c++) row[c] = value;
      }
    }
    const filled = rows.map((row) => Array.from(row, (cell) => (cell === undefined ? '' : String(cell))));
    return hasContent(filled) ? [tableFromRows(filled, { sheet: name })] : [];
  });
  const text = tables
    .flatMap((table) => table.rows.map((row) => row.cells.join('\t').trim()).filter(Boolean))
    .join('\n');
  return { tables, text: boundedText(text) };
}
