import { describe, expect, it } from 'vitest';
import { readSpecNumber, stepSpecText } from './number-field';

describe('spec number fields', () => {
  it.each([
    ['100', 100],
    ['100,5', 100.5],
    [' 0.25 ', 0.25],
    ['', 0],
    ['abc', 0],
    ['1.000,5', 0],
  ])('reads %j as %d', (text, value) => {
    expect(readSpecNumber(text)).toBe(value);
  });

  it('steps by 0,001 without binary noise', () => {
    expect(stepSpecText('0,5', 1)).toBe('0,501');
    expect(stepSpecText('100', -1)).toBe('99,999');
    expect(stepSpecText('0,0001', 1)).toBe('0,0011');
    expect(stepSpecText('x', 1)).toBe('0,001');
  });
});
