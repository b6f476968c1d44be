import { describe, expect, it } from 'vitest';
import { categoriesForFilter, historySearchWords, technicalAccuracy } from './history-filter';

describe('categoriesForFilter', () => {
  it.each([
    ['all', null],
    ['kalite', ['quality']],
    ['süreç', ['process']],
    ['ekipman', ['equipment']],
    ['insan', ['human']],
    ['malzeme', ['material']],
    ['çevre', ['environment']],
  ] as const)('%s keeps %j', (filter, expected) => {
    expect(categoriesForFilter(filter)).toEqual(expected);
  });
});

describe('historySearchWords', () => {
  it('folds Turkish letters and splits on whitespace', () => {
    expect(historySearchWords('  ÇAPAK  Hat-3 ')).toEqual(['capak', 'hat-3']);
    expect(historySearchWords('İğne deliği')).toEqual(['igne', 'deligi']);
  });
  it('gives no words for a blank or missing search', () => {
    expect(historySearchWords('   ')).toEqual([]);
    expect(historySearchWords(undefined)).toEqual([]);
  });
});

describe('technicalAccuracy', () => {
  it.each([
    [80, 85],
    [97.5, 100],
    [95, 100],
    [null, null],
  ])('%s → %s', (avg, expected) => {
    expect(technicalAccuracy(avg)).toBe(expected);
  });
});
