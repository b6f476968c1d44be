import { describe, expect, it } from 'vitest';
import { workbookBytes, zipBombBytes } from '../testing/spreadsheet-files';
import { readSpreadsheet } from './read-spreadsheet';
import { sniffFormat } from './sniff-format';
import { checkSpreadsheetZip } from './zip-guard';

const text = (s: string) => new TextEncoder().encode(s);

describe('sniffFormat: by content, never by name', () => {
  it.each([
    ['xlsx', workbookBytes([{ name: 'A', rows: [['x']] }]), 'xlsx'],
    ['xls (OLE2)', workbookBytes([{ name: 'A', rows: [['x']] }], 'biff8'), 'xls'],
    ['CSV', text('a;b\n1;2'), 'csv'],
    ['CSV with BOM', text('\ufeffa,b'), 'csv'],
    ['Windows exe', new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0]), null],
    ['PDF', text('%PDF-1.7\n%âãÏÓ'), null],
    ['HTML', text('<html><body>'), null],
    ['PNG', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), null],
  ])('%s', (_label, bytes, format) => {
    expect(sniffFormat(bytes)).toBe(format);
  });
});

describe('zip bombs are refused before the spreadsheet library inflates anything', () => {
  it('by the sizes the directory declares', () => {
    expect(() =>
      checkSpreadsheetZip(zipBombBytes(2 * 1024 * 1024), { maxEntries: 100, maxTotalBytes: 1024 * 1024 }),
    ).toThrow(/sınırı aşıyor/);
  });

  it('by counting while inflating when the directory lies', () => {
    const bomb = zipBombBytes(2 * 1024 * 1024, true);
    expect(() => checkSpreadsheetZip(bomb, { maxEntries: 100, maxTotalBytes: 1024 * 1024 })).toThrow(
      /sınırı aşıyor/,
    );
  });

  it('by the number of entries', () => {
    expect(() => checkSpreadsheetZip(zipBombBytes(10), { maxEntries: 2, maxTotalBytes: 1024 })).toThrow(
      /sınırı aşıyor/,
    );
  });

  it('a real workbook passes and reads, formulas by their cached values', () => {
    const bytes = workbookBytes([
      {
        name: 'A',
        rows: [
          ['S', 'O', 'D', 'RPN'],
          [2, 3, 4, { f: 'A2*B2*C2', v: 24 }],
        ],
      },
    ]);
    const read = readSpreadsheet(bytes);
    expect(read.ok && read.workbook.sheets[0]!.rows).toEqual([
      ['S', 'O', 'D', 'RPN'],
      ['2', '3', '4', '24'],
    ]);
  });
});
