import ExcelJS from 'exceljs';
import { neutralizeFormula } from '../../domain/fmea/plan-output-csv';
import type { SheetTable } from '../../domain/fmea/control-plan/sheets';

const HEADER_FILL = 'FF1E3A8A';
const MIN_WIDTH = 6;
const MAX_WIDTH = 40;

// Width from the longest of the header and the first rows, so a 20-column form opens readable.
function widthOf(table: SheetTable, column: number): number {
  const texts = [table.header[column] ?? '', ...table.rows.slice(0, 200).map((r) => String(r[column] ?? ''))];
  const longest = Math.max(...texts.map((t) => t.length));
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2));
}

/**
 * A form workbook (control plan or PFMEA): the title block on the first rows, a bold frozen header
 * with a filter, wrapped text. Text cells are written as strings and neutralised (as the plan's
 * .xlsx), so a cell starting with '=' never becomes a formula in Excel or in a CSV copied from it.
 */
export async function buildFormXlsx(table: SheetTable, at: Date): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kalite Asistanı';
  workbook.created = at;
  const headerRow = table.title.length + 1;
  const sheet = workbook.addWorksheet(table.sheet, {
    views: [{ state: 'frozen', ySplit: headerRow }],
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = table.header.map((_, i) => ({ width: widthOf(table, i) }));

  table.title.forEach((line, i) => {
    const row = sheet.addRow([neutralizeFormula(line)]);
    row.font = { bold: i === 0, size: i === 0 ? 14 : 11 };
    sheet.mergeCells(i + 1, 1, i + 1, table.header.length);
  });

  const head = sheet.addRow(table.header);
  head.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  head.alignment = { vertical: 'middle', wrapText: true };
  head.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
  });

  for (const cells of table.rows) {
    const row = sheet.addRow(cells.map((c) => (typeof c === 'number' ? c : neutralizeFormula(c))));
    row.alignment = { vertical: 'top', wrapText: true };
    row.eachCell((cell) => {
      cell.border = { bottom: { style: 'thin', color: { argb: 'FFCBD5E1' } } };
    });
  }
  sheet.autoFilter = {
    from: { row: headerRow, column: 1 },
    to: { row: headerRow, column: table.header.length },
  };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
