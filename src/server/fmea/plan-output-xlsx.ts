import ExcelJS from 'exceljs';
import {
  knownPriority,
  neutralizeFormula,
  PLAN_OUTPUT_LABELS,
  type PlanOutputItem,
  planOutputTable,
  type TPlanOutputLanguage,
  trDate,
} from '../../domain/fmea/plan-output-csv';

// Priority fills (spec §9 colours), light enough for black text to keep AA contrast.
const FILLS = { high: 'FFFECACA', medium: 'FFFEF3C7', low: 'FFDCFCE7' } as const;
const HEADER_FILL = 'FF1E3A8A';
const WIDTHS = [5, 30, 10, 6, 7, 50, 32, 18, 12, 36, 36, 10, 24, 32, 5, 5, 5, 50];

/**
 * The formatted plan workbook: a title row with the FMEA's name and date, a bold frozen header with a
 * filter, wrapped text, one priority colour per row. Every text cell is written as a string value
 * (exceljs never turns a string into a formula) and still neutralised, so a copy-paste into a CSV
 * stays safe too.
 */
export async function buildPlanXlsx(
  items: readonly PlanOutputItem[],
  meta: { fmeaName: string; at: Date; timeZone?: string },
  language: TPlanOutputLanguage = 'tr',
): Promise<Buffer> {
  const L = PLAN_OUTPUT_LABELS[language];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Kalite Asistanı';
  workbook.created = meta.at;
  const sheet = workbook.addWorksheet(L.sheet, { views: [{ state: 'frozen', ySplit: 2 }] });
  const { header, rows } = planOutputTable(items, language);

  sheet.columns = WIDTHS.map((width) => ({ width }));
  const title = sheet.addRow([
    neutralizeFormula(`Reverse FMEA: ${meta.fmeaName} (${trDate(meta.at, meta.timeZone)})`),
  ]);
  title.font = { bold: true, size: 14 };
  sheet.mergeCells(1, 1, 1, header.length);

  const head = sheet.addRow(header);
  head.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  head.alignment = { vertical: 'middle', wrapText: true };
  head.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
  });

  rows.forEach((cells, index) => {
    const row = sheet.addRow(cells.map((c) => (typeof c === 'number' ? c : neutralizeFormula(c))));
    row.alignment = { vertical: 'top', wrapText: true };
    const item = items[index];
    const fill = FILLS[knownPriority(item?.priority ?? '')];
    row.eachCell((cell) => {
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: fill } };
      cell.border = { bottom: { style: 'thin', color: { argb: 'FFCBD5E1' } } };
    });
  });
  sheet.autoFilter = { from: { row: 2, column: 1 }, to: { row: 2, column: header.length } };

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
