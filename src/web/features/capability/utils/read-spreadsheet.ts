import { detectFieldSeparator, type SheetRows } from './spreadsheet-column';

const TEXT_FILE = /\.(csv|txt|tsv)$/i;

/**
 * Rows of the first sheet of an .xlsx/.xls/.ods or .csv file. SheetJS is imported here, on first
 * use, so its ~400 kB never load for users who do not import a file. CSV cells stay text (raw) so
 * that '100,5' is read by our Turkish number rules, not guessed by SheetJS.
 */
export async function readSpreadsheet(file: File): Promise<SheetRows> {
  const XLSX = await import('@e965/xlsx');
  const workbook = TEXT_FILE.test(file.name)
    ? await file
        .text()
        .then((text) => XLSX.read(text, { type: 'string', raw: true, FS: detectFieldSeparator(text) }))
    : XLSX.read(await file.arrayBuffer(), { type: 'array' });
  const first = workbook.SheetNames[0];
  const sheet = first === undefined ? undefined : workbook.Sheets[first];
  if (!sheet) return [];
  return XLSX.utils.sheet_to_json<SheetRows[number]>(sheet, {
    header: 1,
    raw: true,
    blankrows: true,
    defval: null,
  });
}
