import { describe, expect, it } from 'vitest';
import { categoriesForFilter, technicalAccuracy } from './history-filter';

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
