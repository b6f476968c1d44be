import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeParseIssues, parseMeasurements, parseNumberTr } from './parse-measurements';

describe('parseNumberTr', () => {
  it.each([
    ['100,012', 100.012],
    ['100.012', 100.012],
    ['  -0,5 ', -0.5],
    ['+3', 3],
    ['\u22122,25', -2.25],
    [',5', 0.5],
    ['5,', 5],
    ['1,5E-3', 0.0015],
    ['2e3', 2000],
    ['0', 0],
    ['-0', 0],
    ['12345678901234567890', 12345678901234567890],
    ['0,1234567890123456789', 0.1234567890123456789],
  ])('%s → %d', (input, expected) => {
    expect(parseNumberTr(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'abc',
    '1.000,5',
    '1,000.5',
    '1,2,3',
    '1 000',
    '1\u00a0000',
    '-',
    '.',
    '1e',
    '1e+',
    'NaN',
    'Infinity',
    '0x10',
    '1e999',
    '12a',
  ])('%j → null', (input) => {
    expect(parseNumberTr(input)).toBeNull();
  });

  it('agrees with Number() on every decimal a user can type (correct rounding on the fast path)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 9 }), (units, decimals) => {
        const text = (units / 10 ** decimals).toFixed(decimals);
        expect(parseNumberTr(text.replace('.', ','))).toBe(Number(text));
      }),
    );
  });

  it('reads back every double printed by String(), with either separator', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = String(value);
        const expected = value === 0 ? 0 : value;
        expect(parseNumberTr(text)).toBe(expected);
        expect(parseNumberTr(text.replace('.', ','))).toBe(expected);
      }),
    );
  });
});

describe('parseMeasurements', () => {
  it.each([
    { text: '100,012\n100,015\n99,998', values: [100.012, 100.015, 99.998] },
    { text: '1;2;3', values: [1, 2, 3] },
    { text: '1\t2\t3\r\n4\t5\t6\r\n', values: [1, 2, 3, 4, 5, 6] },
    { text: '1 2   3', values: [1, 2, 3] },
    { text: '1,5; 2.5\t3,5\r4', values: [1.5, 2.5, 3.5, 4] },
    { text: '\n\n  7 \n\n', values: [7] },
    { text: '', values: [] },
  ])('$text → $values', ({ text, values }) => {
    const parsed = parseMeasurements(text);
    expect(parsed.values).toEqual(values);
    expect(parsed.invalid).toEqual([]);
  });

  it('counts empty cells between values as blanks, but not spaces or a final newline', () => {
    expect(parseMeasurements('1;;2').blankCount).toBe(1);
    expect(parseMeasurements('1\n\n\n2\n').blankCount).toBe(2);
    expect(parseMeasurements('1\n  \n2').blankCount).toBe(1);
    expect(parseMeasurements('1\t\t2').blankCount).toBe(1);
    expect(parseMeasurements('1\r\n\r\n2').blankCount).toBe(1);
    expect(parseMeasurements('1    2').blankCount).toBe(0);
    expect(parseMeasurements(';;1;2;;').blankCount).toBe(0);
  });

  it('reports invalid cells with their 1-based position (blank rows included) and raw text', () => {
    const parsed = parseMeasurements('100,1\n\nabc\n100,2\n1.000,5\n100,3 x');
    expect(parsed.values).toEqual([100.1, 100.2, 100.3]);
    expect(parsed.blankCount).toBe(1);
    expect(parsed.invalid).toEqual([
      { index: 3, raw: 'abc' },
      { index: 5, raw: '1.000,5' },
      { index: 7, raw: 'x' },
    ]);
  });

  it('treats a non-breaking space (fr-FR thousands grouping) as part of an invalid cell', () => {
    expect(parseMeasurements('1\u00a0000,5').invalid).toEqual([{ index: 1, raw: '1\u00a0000,5' }]);
  });

  it('cuts very long invalid cells to 40 characters', () => {
    const raw = parseMeasurements('x'.repeat(10_000)).invalid[0]?.raw ?? '';
    expect(raw).toHaveLength(41);
    expect(raw.endsWith('…')).toBe(true);
  });

  it('describes skipped cells in Turkish, null when everything was read', () => {
    expect(describeParseIssues(parseMeasurements('1 2 3'))).toBeNull();
    const message = describeParseIssues(parseMeasurements('1;;a;b;c;d;e;f;2'));
    expect(message).toContain('6 geçersiz değer okunamadı: 3. sıradaki "a"');
    expect(message).toContain('ve 1 tane daha');
    expect(message).toContain('Binlik ayırıcı desteklenmez');
    expect(message).toContain('1 boş hücre atlandı.');
  });

  it('round-trips any list of numbers joined with any separator mix', () => {
    const separator = fc.constantFrom('\n', '\r\n', '\t', ';', ' ', ' ; ', '\t ');
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true, noDefaultInfinity: true })), separator, (values, sep) => {
        const text = values.map((v) => String(v).replace('.', ',')).join(sep);
        expect(parseMeasurements(text).values).toEqual(values.map((v) => (v === 0 ? 0 : v)));
      }),
    );
  });

  it('parses 1 000 000 values in one pass (time recorded, not asserted)', () => {
    const lines: string[] = [];
    for (let i = 0; i < 1_000_000; i++) lines.push(`${100 + (i % 1000) / 1000}`.replace('.', ','));
    const text = lines.join('\n');
    const started = performance.now();
    const parsed = parseMeasurements(text);
    const elapsedMs = performance.now() - started;
    expect(parsed.values).toHaveLength(1_000_000);
    expect(parsed.values[1]).toBe(100.001);
    expect(parsed.invalid).toHaveLength(0);
    expect(elapsedMs).toBeGreaterThan(0);
  });
});
