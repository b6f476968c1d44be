import { describe, expect, it } from 'vitest';
import { FillDown } from './fill-down';

describe('FillDown', () => {
  it('fills blank key cells under the first row of their group, never other columns', () => {
    const fill = new FillDown([0, 1, 2]);
    const rows = [
      ['10', 'Kaynak', 'Eksik kaynak', '8'],
      ['', '', '', ''],
      ['', '', 'Çatlak', '7'],
      ['20', 'Boya', '', '6'],
    ].map((r) => fill.fill(r));
    expect(rows).toEqual([
      ['10', 'Kaynak', 'Eksik kaynak', '8'],
      ['10', 'Kaynak', 'Eksik kaynak', ''],
      ['10', 'Kaynak', 'Çatlak', '7'],
      // A new operation starts a new group: its failure mode is not the previous group's.
      ['20', 'Boya', '', '6'],
    ]);
  });

  it('takes a section title as the group value of its level', () => {
    const fill = new FillDown([0, 1]);
    fill.fill(['Kaynak', 'Çatlak']);
    fill.startGroup(0, 'OP 30 - Boya');
    expect(fill.fill(['', 'Akma'])).toEqual(['OP 30 - Boya', 'Akma']);
    expect(fill.fill(['', ''])).toEqual(['OP 30 - Boya', 'Akma']);
  });

  it('skips levels whose column is not in the table', () => {
    expect(new FillDown([undefined, 0]).fill(['x'])).toEqual(['x']);
  });
});
