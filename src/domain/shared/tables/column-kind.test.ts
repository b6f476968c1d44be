import { describe, expect, it } from 'vitest';
import { cellKind, columnKind, kindFits } from './column-kind';

describe('cellKind', () => {
  it.each([
    ['7', 'rating'],
    [' 10 ', 'rating'],
    ['7,0', 'rating'],
    ['7,5', 'number'],
    ['0', 'number'],
    ['140', 'number'],
    ['Görsel kontrol', 'text'],
    ['', 'empty'],
    ['-', 'empty'],
    ['N/A', 'empty'],
    ['#VALUE!', 'empty'],
  ] as const)('%s → %s', (cell, kind) => expect(cellKind(cell)).toBe(kind));
});

describe('columnKind', () => {
  it('types a column by most of its filled cells', () => {
    expect(columnKind(['7', '', '8', '3'])).toBe('rating');
    expect(columnKind(['7', 'yüksek'])).toBe('rating');
    expect(columnKind(['140', '7', '96'])).toBe('number');
    expect(columnKind(['Kamera ile %100 kontrol', 'Mastar', '5'])).toBe('text');
    expect(columnKind(['', '-'])).toBe('empty');
  });
});

describe('kindFits', () => {
  it('keeps ratings off text columns and texts off rating columns; an empty column fits all', () => {
    expect(kindFits('rating', 'text')).toBe(false);
    expect(kindFits('text', 'rating')).toBe(false);
    expect(kindFits('rating', 'number')).toBe(true);
    expect(kindFits('text', 'empty')).toBe(true);
    expect(kindFits('any', 'rating')).toBe(true);
  });
});
