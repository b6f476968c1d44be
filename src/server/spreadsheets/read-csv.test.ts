import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { importFmeaWorkbook } from '../../domain/fmea/import/import-fmea';
import { readSpreadsheet } from './read-spreadsheet';

const encode = (text: string) => new TextEncoder().encode(text);

// Cell text with the hard parts of real CSVs: quotes, line breaks, the delimiter itself, Turkish letters.
const cellText = (delimiter: string) =>
  fc.string({
    unit: fc.constantFrom('a', 'Ş', 'ı', 'İ', 'ç', '7', ',5', ' ', '"', '\n', '\r\n', delimiter, '#', '='),
    maxLength: 12,
  });

describe('CSV path (fast-check)', () => {
  it('reads back any grid written with ";", "," or tab, quoted cells and line breaks included', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(';', ',', '\t'),
        fc.integer({ min: 2, max: 6 }),
        fc.boolean(),
        fc.boolean(),
        (delimiter, width, bom, crlf) =>
          fc.assert(
            fc.property(
              fc.array(fc.array(cellText(delimiter), { minLength: width, maxLength: width }), {
                minLength: 1,
                maxLength: 15,
              }),
              (grid) => {
                // A record whose cells are all empty would be a blank line; keep one visible character.
                const rows = grid.map((r) => (r.every((c) => c === '') ? ['x', ...r.slice(1)] : r));
                const text = Papa.unparse(rows, { delimiter, newline: crlf ? '\r\n' : '\n', quotes: true });
                const read = readSpreadsheet(encode((bom ? '\ufeff' : '') + text));
                expect(read.ok).toBe(true);
                if (read.ok) expect(read.workbook.sheets[0]!.rows).toEqual(rows);
              },
            ),
            { numRuns: 15 },
          ),
      ),
      { numRuns: 20 },
    );
  });

  it('never throws on arbitrary bytes, and refuses with a status instead', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), (bytes) => {
        const read = readSpreadsheet(bytes);
        if (!read.ok) expect([400, 413, 415]).toContain(read.error.status);
        else importFmeaWorkbook(read.workbook, { fileName: 'fuzz.csv' });
      }),
      { numRuns: 300 },
    );
  });

  it('accounts for every data line of an FMEA CSV: imported or skipped with a reason, never lost', () => {
    const rating = fc.constantFrom('1', '5', '10', '7,0', '', '0', '11', 'yüksek', '#VALUE!', ' 3 ');
    const record = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.tuple(
          cellText(';'),
          cellText(';'),
          rating,
          rating,
          rating,
          fc.constantFrom('', '125', 'x'),
        ),
      },
      { weight: 1, arbitrary: fc.constant(['', '', '', '', '', ''] as const) },
    );
    fc.assert(
      fc.property(fc.array(record, { minLength: 0, maxLength: 40 }), (records) => {
        const header = ['Proses Adımı', 'Hata Modu', 'Şiddet', 'Olasılık', 'Tespit', 'RPN'];
        const text = Papa.unparse([header, ...records.map((r) => [...r])], {
          delimiter: ';',
          newline: '\r\n',
          quotes: true,
        });
        const read = readSpreadsheet(encode(text));
        expect(read.ok).toBe(true);
        if (!read.ok) return;
        const outcome = importFmeaWorkbook(read.workbook, { fileName: 'f.csv' });
        if (!outcome.ok) {
          expect(outcome.error.code).toBe('unsupported_scale');
          return;
        }
        const { rows, skipped, headerRow } = outcome.result;
        expect(headerRow).toBe(1);
        let last = records.length + 1;
        while (last > 1 && records[last - 2]!.every((c) => c.trim() === '')) last--;
        const seen = [...rows.map((r) => r.sourceRow), ...skipped.map((s) => s.row)].sort((a, b) => a - b);
        expect(seen).toEqual(Array.from({ length: last - 1 }, (_, i) => i + 2));
        for (const s of skipped) expect(s.reason).not.toBe('');
      }),
      { numRuns: 200 },
    );
  });
});
