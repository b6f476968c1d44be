import { readSpreadsheet as readWorkbook } from '../spreadsheets/read-spreadsheet';
import { hasContent, problem, type ReadResult, tableFromRows, boundedText } from './read-result';

/**
 * Sheets of an XLSX/XLS through the one spreadsheet reader of the product (Reverse FMEA's import:
 * bytes sniffed, zip bounded, merged ranges forward-filled, cells as shown), as engine tables.
 * A refusal (too large, too many cells, unreadable) becomes the matching read problem.
 */
export async function readSpreadsheet(bytes: Uint8Array): Promise<ReadResult> {
  const outcome = readWorkbook(bytes);
  if (!outcome.ok) {
    const code =
      outcome.error.status === 413
        ? 'too-large'
        : /parola|password/i.test(outcome.error.message)
          ? 'encrypted'
          : 'corrupt';
    return problem(code, outcome.error.message);
  }
  const tables = outcome.workbook.sheets
    .filter((sheet) => hasContent(sheet.rows))
    .map((sheet) => ({ ...tableFromRows(sheet.rows, { sheet: sheet.name }), merges: sheet.merges }));
  const text = tables
    .flatMap((table) => table.rows.map((row) => row.cells.join('\t').trim()).filter(Boolean))
    .join('\n');
  return { tables, text: boundedText(text) };
}
