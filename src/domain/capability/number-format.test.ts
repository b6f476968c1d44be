import { describe, expect, it } from 'vitest';
import { formatNumberIn, formatRawNumberIn, round4, roundTo } from './number-format';

describe('round4', () => {
  it.each([
    [1.23456, 1.2346],
    [1.23454, 1.2345],
    [1.00005, 1.0001], // binary 1.0000499999…: rounded as the user reads the decimal
    [-1.00005, -1.0001], // half away from zero, not towards +∞ like Math.round
    [2.5e-5, 0],
    [-2e-5, 0],
    [1e-7, 0],
    [1.3299999999999998, 1.33],
    [123456789.123456, 123456789.1235],
    [5e15, 5e15],
  ])('%d → %d', (value, expected) => {
    expect(round4(value)).toBe(expected);
  });

  it('never returns −0', () => {
    expect(Object.is(round4(-0.00001), 0)).toBe(true);
  });

  it('rounds to other precisions', () => {
    expect(roundTo(100.0125, 3)).toBe(100.013);
    expect(roundTo(99.9994999, 3)).toBe(99.999);
  });
});

// Turkish notation (decimal comma, '.' grouping, '-' sign): the spec's display and the Turkish CSV.
describe('formatNumberIn, Turkish', () => {
  it.each([
    [1.41495, {}, '1,4150'],
    [-0.5, {}, '-0,5000'],
    [25.0163, { digits: 2 }, '25,02'],
    [1234567.891, { grouping: true }, '1.234.567,8910'],
    [1234567.891, {}, '1234567,8910'],
    [42, { digits: 0 }, '42'],
    [-0.00001, {}, '0,0000'],
    [Number.NaN, {}, '—'],
  ])('%d %o → %s', (value, options, text) => {
    expect(formatNumberIn(value, 'tr', options)).toBe(text);
  });

  it('matches Intl tr-TR output for ordinary values', () => {
    const intl = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 4, maximumFractionDigits: 4 });
    for (const value of [0, 1.5, -12345.67891, 999999.99994, 0.1234]) {
      expect(formatNumberIn(value, 'tr', { grouping: true })).toBe(intl.format(value));
    }
  });
});

// A measurement exactly as stored (no rounding): exported raw values, where rounding would change the data.
describe('formatRawNumberIn, Turkish', () => {
  it.each([
    [100.012, '100,012'],
    [-3, '-3'],
    [1e-7, '1E-7'],
    [0.000123, '0,000123'],
  ])('%d → %s', (value, text) => {
    expect(formatRawNumberIn(value, 'tr')).toBe(text);
  });
});

describe('formatNumberIn', () => {
  it.each([
    [100.5, 'tr', { digits: 3, grouping: true }, '100,500'],
    [100.5, 'en', { digits: 3, grouping: true }, '100.500'],
    [1234567.891, 'tr', { digits: 2, grouping: true }, '1.234.567,89'],
    [1234567.891, 'en', { digits: 2, grouping: true }, '1,234,567.89'],
    [-0.00004, 'en', { digits: 4 }, '0.0000'],
    [-1.5, 'en', { digits: 1 }, '-1.5'],
  ] as const)('%d in %s → %s', (value, language, options, expected) => {
    expect(formatNumberIn(value, language, options)).toBe(expected);
  });

  it('keeps raw values unrounded in either notation', () => {
    expect(formatRawNumberIn(100.012, 'en')).toBe('100.012');
    expect(formatRawNumberIn(100.012, 'tr')).toBe('100,012');
    expect(formatRawNumberIn(1e-7, 'en')).toBe('1E-7');
  });
});
