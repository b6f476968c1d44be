import { describe, expect, it } from 'vitest';
import { addTag, normalizeTags } from './tags';

describe('task tags', () => {
  it('trims, drops blanks and duplicates (Turkish case-insensitive), keeps the first spelling', () => {
    expect(
      normalizeTags(['  PPAP ', '', '   ', 'ppap', 'Kalıp', 'KALIP', 'İç  Denetim', 'iç denetim']),
    ).toEqual(['PPAP', 'Kalıp', 'İç Denetim']);
  });

  it('adds a typed tag unless blank or already there', () => {
    expect(addTag(['SPC'], ' Cpk ')).toEqual(['SPC', 'Cpk']);
    expect(addTag(['SPC'], 'spc')).toEqual(['SPC']);
    expect(addTag(['SPC'], '  ')).toEqual(['SPC']);
  });
});
