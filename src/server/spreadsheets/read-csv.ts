import Papa from 'papaparse';
import { MAX_IMPORT_ROWS } from '../../domain/fmea/import/contract';
import type { TSheetGrid } from '../../domain/fmea/import/workbook';
import { REFUSALS, SpreadsheetRefused } from './spreadsheet-refusal';

const DELIMITERS = [';', ',', '\t', '|'];
const MAX_CSV_CELLS = 2_000_000;

/**
 * The text of a CSV: UTF-8 (BOM dropped), or Windows-1254 when the bytes are not valid UTF-8
 * (Turkish Excel's "CSV (virgülle ayrılmış)" export writes that code page).
 */
function decodeCsv(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1254').decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * The delimiter of the first records: the one whose parse has no malformed quotes and the most
 * records of one column count above one (then the widest). A comma inside '"7,5"' or a decimal
 * comma in a ';' file must not win just because it splits every line.
 */
function guessDelimiter(text: string): string {
  const sample = text.slice(0, 64 * 1024);
  let best = ',';
  let bestScore = -1;
  for (const delimiter of DELIMITERS) {
    const parsed = Papa.parse<string[]>(sample, { delimiter, preview: 30, skipEmptyLines: true });
    const widths = parsed.data.map((r) => r.length);
    if (widths.length === 0) continue;
    const counts = new Map<number, number>();
    for (const w of widths) counts.set(w, (counts.get(w) ?? 0) + 1);
    const [width, agree] = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]!;
    if (width < 2) continue;
    // Records × width: decimal commas in a ';' file ('10,0', '150,0') split many records in two,
    // which must not outweigh every record splitting into eleven.
    const score = agree * width * 1000 + width - parsed.errors.length * 1_000_000_000;
    if (score > bestScore) {
      best = delimiter;
      bestScore = score;
    }
  }
  return best;
}

/**
 * A CSV as one sheet: delimiter ';', ',', tab or '|' detected, quoted cells with line breaks kept,
 * CRLF or LF records, blank records kept as empty rows (they are reported as skipped, never lost).
 */
export function readCsv(bytes: Uint8Array, name = 'CSV'): TSheetGrid {
  const text = decodeCsv(bytes);
  const delimiter = guessDelimiter(text);
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  const rows = parsed.data;
  // A final newline yields one empty record; it is not a row of the file.
  if (rows.length > 0 && rows.at(-1)!.length === 1 && rows.at(-1)![0] === '') rows.pop();
  if (rows.length > MAX_IMPORT_ROWS + 100) throw new SpreadsheetRefused(REFUSALS.cells);
  let cells = 0;
  for (const row of rows) {
    cells += row.length;
    if (cells > MAX_CSV_CELLS) throw new SpreadsheetRefused(REFUSALS.cells);
  }
  return { name, rows, merges: [] };
}
