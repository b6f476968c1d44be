import { describe, expect, it } from 'vitest';
import { readSpecNumber } from './number-field';

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
});
