import { cell, type CpTable, type MappedRow, type TCpField } from '../tables/mapped-table';
import { isBlank } from '../text/blank';
import { foldTurkish } from '../../shared/turkish-text';

type CpRow = MappedRow<TCpField>;

// A row that names no characteristic, specification, method or control is a title, a merged
// continuation, a repeated page header or a signature line: not a control plan entry.
const CONTENT_FIELDS: readonly TCpField[] = [
  'productCharacteristic',
  'processCharacteristic',
  'characteristic',
  'specification',
  'measurementTechnique',
  'controlMethod',
];

// How a row controls: a row that fills none of these, in a plan that has at least three of them,
// is a heading inside the table (Shinsung's '차수 | 1차 | 2차 …' over its injection settings), not
// an entry missing five cells.
const CONTROL_FIELDS: readonly TCpField[] = [
  'measurementTechnique',
  'sample',
  'sampleSize',
  'sampleFrequency',
  'controlMethod',
  'reactionPlan',
];

/** The control plan entries of a table (rows that control something). */
export function cpDataRows(table: CpTable): CpRow[] {
  const controls = CONTROL_FIELDS.filter((f) => table.headers[f] !== undefined);
  const labelRow = (row: CpRow) => controls.length >= 3 && controls.every((f) => isBlank(row.values[f]));
  return table.rows.filter((row) => CONTENT_FIELDS.some((f) => !isBlank(row.values[f])) && !labelRow(row));
}

/** The characteristic a row controls, for quoting: product, process or the single column. */
export function cpCharacteristic(row: CpRow): string {
  return (
    cell(row, 'productCharacteristic') || cell(row, 'processCharacteristic') || cell(row, 'characteristic')
  );
}

// Words that say "no special class" in a class cell.
const NOT_SPECIAL: ReadonlySet<string> = new Set([
  '',
  '-',
  '—',
  'n/a',
  'na',
  'yok',
  'none',
  'no',
  'hayir',
  'std',
  'standart',
  'standard',
  '0',
]);

/** The special-characteristic symbol of a class cell, normalised for comparison; null when the row is not special. */
export function specialSymbol(text: string | undefined): string | null {
  const t = (text ?? '').trim();
  if (NOT_SPECIAL.has(foldTurkish(t))) return null;
  // 'CC', '(CC)', ' cc ' are one symbol; '◆' and '◇' stay different, as they should.
  return (
    t
      .replace(/[()[\]]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .toLocaleUpperCase('tr-TR') || null
  );
}
