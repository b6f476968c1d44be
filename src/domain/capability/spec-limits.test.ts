import { describe, expect, it } from 'vitest';
import { hasValidSpecLimits, specLimits } from './spec-limits';

describe('specLimits', () => {
  it('USL = nominal + upper, LSL = nominal − lower (spec)', () => {
    expect(specLimits(100, 0.5, 0.5)).toEqual({ usl: 100.5, lsl: 99.5 });
  });

  it.each([
    [100, 0.5, 0.1, true], // asymmetric +0.5/−0.1
    [100, 0.5, -0.1, true], // band above nominal: LSL 100.1 < USL 100.5
    [100, -0.1, 0.5, true], // band below nominal
    [100, 0, 0, false],
    [100, 0.1, -0.1, false], // USL = LSL
    [100, 0.1, -0.3, false], // USL < LSL
    [1e308, 1e308, 0, false], // USL overflows
  ])('nominal %d, +%d/−%d → valid %s', (nominal, upper, lower, valid) => {
    expect(hasValidSpecLimits(nominal, upper, lower)).toBe(valid);
  });
});
