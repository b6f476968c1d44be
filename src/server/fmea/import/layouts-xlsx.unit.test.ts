import { describe, expect, it } from 'vitest';
import { FIXED_LAYOUT_SEEDS } from '../../../domain/fmea/import/layouts/fixed-seeds';
import { checkLayout } from './layout-check';

// One file per format so the fixed set spreads over the test workers (seed % 3 picks the format).
const seeds = FIXED_LAYOUT_SEEDS.filter((seed) => seed % 3 === 0);

describe('generated .xlsx FMEA layouts come back exact (issue 19 §6)', () => {
  it('covers a third of the fixed set', () => expect(seeds.length).toBeGreaterThanOrEqual(100));
  it.each(seeds)('seed %i: every row and every field', (seed) => {
    const outcome = checkLayout(seed);
    expect(outcome.layout.format).toBe('xlsx');
    expect(outcome.problems, outcome.layout.description).toEqual([]);
  });
});
