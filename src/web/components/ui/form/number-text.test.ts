import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal, stepDecimal } from './number-text';

describe('parseDecimal accepts the decimal comma and the point', () => {
  it.each([
    ['12,5', 12.5],
    ['12.5', 12.5],
    [' 8 ', 8],
    ['-0,25', -0.25],
    ['+3', 3],
    [',5', 0.5],
    ['7,', 7],
    ['1.234,5', 1234.5],
    ['1,234.5', 1234.5],
    ['1 000', 1000],
  ])('%s → %s', (text, value) => expect(parseDecimal(text)).toBe(value));

  it.each(['', '   ', 'abc', '12,5 mm', '1,2,3', '--1', 'Infinity', '1e5', '.'])(
    '%s is not a number',
    (text) => expect(parseDecimal(text)).toBeNull(),
  );
});

describe('formatDecimal', () => {
  it('Turkish shows a decimal comma', () => expect(formatDecimal(12.5, 'tr')).toBe('12,5'));
  it('English shows a point', () => expect(formatDecimal(12.5, 'en')).toBe('12.5'));
  it('integers are plain', () => expect(formatDecimal(200, 'tr')).toBe('200'));
});

describe('stepDecimal (arrow keys)', () => {
  it('steps by 0,001 without binary noise', () => {
    expect(stepDecimal('0,5', 0.001, 1, 'tr')).toBe('0,501');
    expect(stepDecimal('100', 0.001, -1, 'tr')).toBe('99,999');
    expect(stepDecimal('0,0001', 0.001, 1, 'tr')).toBe('0,0011');
    expect(stepDecimal('x', 0.001, 1, 'tr')).toBe('0,001');
    expect(stepDecimal('0.1', 0.2, 1, 'en')).toBe('0.3');
  });
});
