import { type ParsedMeasurements, parseNumberTr } from '../../../../domain/capability/parse-measurements';

/** A cell as SheetJS hands it over (sheet_to_json with header: 1, raw: true). */
type SheetCell = string | number | boolean | Date | null | undefined;
export type SheetRows = SheetCell[][];

export interface SheetColumn {
  index: number;
  /** Excel column name: A, B, …, Z, AA. */
  letter: string;
  /** Text of the first row when it is a header row. */
  header: string | null;
  /** Cells that read as numbers (below the header). */
  numericCount: number;
  /** Of those, the ones with a fraction: measurements usually have one, sample numbers never. */
  fractionalCount: number;
}

const RAW_LIMIT = 40;

/** @internal */
export function columnLetter(index: number): string {
  let letter = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letter = String.fromCharCode(65 + ((n - 1) % 26)) + letter;
  return letter;
}

const isBlank = (cell: SheetCell) =>
  cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');

function cellNumber(cell: SheetCell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell === 'string') return parseNumberTr(cell);
  return null;
}

/** The first row is a header when it holds text that is not a number ('Ölçüm', 'Çap (mm)'). */
export function firstRowIsHeader(rows: SheetRows): boolean {
  const first = rows[0] ?? [];
  return first.some((cell) => !isBlank(cell) && cellNumber(cell) === null);
}

/** Every column that has a cell, with how many numbers it holds, to offer as a choice. */
export function describeColumns(rows: SheetRows, hasHeader: boolean): SheetColumn[] {
  const width = rows.reduce((max, row) => Math.max(max, row.length), 0);
  const counts = new Array<number>(width).fill(0);
  const fractional = new Array<number>(width).fill(0);
  for (let r = hasHeader ? 1 : 0; r < rows.length; r++) {
    const row = rows[r] ?? [];
    for (let c = 0; c < row.length; c++) {
      const value = cellNumber(row[c]);
      if (value === null) continue;
      counts[c] = (counts[c] ?? 0) + 1;
      if (!Number.isInteger(value)) fractional[c] = (fractional[c] ?? 0) + 1;
    }
  }
  return counts.map((numericCount, index) => {
    const head = hasHeader ? rows[0]?.[index] : null;
    const header = isBlank(head) ? null : String(head);
    return {
      index,
      letter: columnLetter(index),
      header,
      numericCount,
      fractionalCount: fractional[index] ?? 0,
    };
  });
}

/**
 * The column most likely to hold the measurements: the most numbers; on a tie the most numbers with a
 * fraction, so '25,012' beats a numbering column 1, 2, 3 beside it; then the leftmost.
 */
export function guessMeasurementColumn(columns: readonly SheetColumn[]): number {
  let best: SheetColumn | undefined;
  for (const column of columns) {
    const more = !best || column.numericCount > best.numericCount;
    const tieWithFractions =
      best !== undefined &&
      column.numericCount === best.numericCount &&
      column.fractionalCount > best.fractionalCount;
    if (more || tieWithFractions) best = column;
  }
  return best?.index ?? 0;
}

/**
 * Reads one column as measurements, top to bottom. Text and blank cells are reported with their
 * spreadsheet row number, never dropped silently; blanks after the last value are the sheet's end.
 */
export function extractColumn(rows: SheetRows, column: number, hasHeader: boolean): ParsedMeasurements {
  const values: number[] = [];
  const invalid: ParsedMeasurements['invalid'] = [];
  let blankCount = 0;
  let pendingBlanks = 0;
  for (let r = hasHeader ? 1 : 0; r < rows.length; r++) {
    const cell = rows[r]?.[column];
    if (isBlank(cell)) {
      pendingBlanks++;
      continue;
    }
    // blanks count only between readings, not after the last one
    blankCount += values.length + invalid.length > 0 ? pendingBlanks : 0;
    pendingBlanks = 0;
    const value = cellNumber(cell);
    if (value === null) {
      const raw = cell instanceof Date ? cell.toISOString() : String(cell);
      invalid.push({ index: r + 1, raw: raw.length > RAW_LIMIT ? `${raw.slice(0, RAW_LIMIT)}…` : raw });
    } else {
      values.push(value);
    }
  }
  return { values, invalid, blankCount };
}

/**
 * Field separator of a CSV/TXT file from its first line: ';' or a tab whenever present (a Turkish
 * Excel writes '100,5;…', so a comma there is a decimal separator), ',' only when neither is.
 */
export function detectFieldSeparator(text: string): ';' | '\t' | ',' {
  const end = text.search(/\r|\n/);
  const firstLine = end === -1 ? text : text.slice(0, end);
  if (firstLine.includes(';')) return ';';
  if (firstLine.includes('\t')) return '\t';
  return ',';
}
