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

describe('FillDown, the auditor’s rules (one fill-down for both modes)', () => {
  it('continues a group written in another case', () => {
    const fill = new FillDown([0, 1]);
    fill.fill(['Kaynak', 'Çatlak']);
    expect(fill.fill(['KAYNAK', ''])).toEqual(['KAYNAK', 'Çatlak']);
  });

  it('fills the operation number only under the same step when asked to', () => {
    const rows = [
      ['10', 'Kesme', 'Çapak'],
      ['', 'Kesme', ''],
      ['', 'Bükme', 'Çatlak'],
      ['', '', ''],
    ];
    const paired = new FillDown([0, 1, 2], { numberUnderSameName: { number: 0, name: 1 } });
    expect(rows.map((r) => paired.fill(r))).toEqual([
      ['10', 'Kesme', 'Çapak'],
      ['10', 'Kesme', 'Çapak'],
      // A new step under a blank number stays unnumbered, and so do the rows under it.
      ['', 'Bükme', 'Çatlak'],
      ['', 'Bükme', 'Çatlak'],
    ]);
    // The FMEA import's default: the step inherits the operation number above.
    const plain = new FillDown([0, 1, 2]);
    expect(rows.map((r) => plain.fill(r))[2]).toEqual(['10', 'Bükme', 'Çatlak']);
  });
});
