import { describe, expect, it } from 'vitest';
import {
  columnLetter,
  describeColumns,
  detectFieldSeparator,
  extractColumn,
  firstRowIsHeader,
  guessMeasurementColumn,
  type SheetRows,
} from './spreadsheet-column';

const sheet: SheetRows = [
  ['Parça', 'Çap (mm)', 'Not'],
  ['P1', 25.01, null],
  ['P2', '24,995', 'ok'],
  ['P3', null],
  ['P4', 'ölçülmedi'],
  ['P5', ' 25.02 '],
  ['P6', null],
  [],
];

describe('spreadsheet column import', () => {
  it('names columns like Excel', () => {
    expect([0, 1, 25, 26, 27, 701, 702].map(columnLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });

  it('recognises a header row and offers the column with the most numbers', () => {
    expect(firstRowIsHeader(sheet)).toBe(true);
    expect(firstRowIsHeader([[25.1, '25,2']])).toBe(false);
    const columns = describeColumns(sheet, true);
    expect(columns.map((c) => [c.letter, c.header, c.numericCount])).toEqual([
      ['A', 'Parça', 0],
      ['B', 'Çap (mm)', 3],
      ['C', 'Not', 0],
    ]);
    expect(guessMeasurementColumn(columns)).toBe(1);
  });

  it('prefers measurements over a numbering column of the same length', () => {
    const numbered: SheetRows = [
      ['No', 'Uzunluk'],
      [1, 100.02],
      [2, '99,97'],
      [3, 100],
    ];
    expect(guessMeasurementColumn(describeColumns(numbered, true))).toBe(1);
  });

  it('reads numbers and decimal-comma text, reporting text and inner blanks by row number', () => {
    expect(extractColumn(sheet, 1, true)).toEqual({
      values: [25.01, 24.995, 25.02],
      invalid: [{ index: 5, raw: 'ölçülmedi' }],
      blankCount: 1,
    });
  });

  it('reads the header row as data when told it is not a header', () => {
    const parsed = extractColumn(sheet, 1, false);
    expect(parsed.invalid[0]).toEqual({ index: 1, raw: 'Çap (mm)' });
  });

  it.each([
    ['Ölçüm No;Değer\r\n1;100,012', ';'],
    ['a\tb\n1,5\t2', '\t'],
    ['no,value\n1,100.5', ','],
    ['100,5\n100,7', ','],
  ])('detects the separator of %j', (text, separator) => {
    expect(detectFieldSeparator(text)).toBe(separator);
  });
});
