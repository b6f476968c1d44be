import { describe, expect, it } from 'vitest';
import { formatPercent } from './format';

describe('formatPercent: one format per language', () => {
  it.each([
    [85, 'tr-TR', '%85'],
    [85, 'en-GB', '85%'],
    [33.3, 'tr-TR', '%33'],
    [0, 'en-GB', '0%'],
    [100, 'tr-TR', '%100'],
  ])('%d in %s is %s', (value, locale, text) => expect(formatPercent(value, locale)).toBe(text));
  it('keeps the decimal comma in Turkish', () => expect(formatPercent(12.5, 'tr-TR', 1)).toBe('%12,5'));
});
