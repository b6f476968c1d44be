import { describe, expect, it } from 'vitest';
import { andersonDarlingNormality, andersonDarlingPValue } from './anderson-darling';
import datasets from './fixtures/datasets.json';
import expected from './fixtures/expected.json';
import { mulberry32 } from '../shared/mulberry32';
import { normalDeviates } from './sample-generator';

describe('andersonDarlingNormality against the textbook formula in Python (fixtures/reference.py)', () => {
  it.each(['shaftDiameter', 'skewed'] as const)('%s: A², A²*, p', (name) => {
    const test = andersonDarlingNormality(datasets[name].values);
    const ref = expected[name].normality;
    expect(test).not.toBeNull();
    expect(test?.adStatistic).toBeCloseTo(ref.adStatistic, 12);
    expect(test?.adAdjusted).toBeCloseTo(ref.adAdjusted, 12);
    expect(test?.pValue).toBeCloseTo(ref.pValue, 12);
    expect(test?.isNormal).toBe(ref.isNormal);
  });

  it('normal shaft data: p > 0.05; exponential-like data: p < 0.005 (as Minitab reports)', () => {
    expect(andersonDarlingNormality(datasets.shaftDiameter.values)?.pValue).toBeGreaterThan(0.05);
    expect(andersonDarlingNormality(datasets.skewed.values)?.pValue).toBeLessThan(0.005);
  });

  it('a large normal sample passes, a large exponential one fails', () => {
    const random = mulberry32(2024);
    const z = normalDeviates(random);
    const normal = Array.from({ length: 5_000 }, () => 10 + 0.2 * z());
    const exponential = Array.from({ length: 5_000 }, () => -Math.log(1 - random()));
    expect(andersonDarlingNormality(normal)?.isNormal).toBe(true);
    expect(andersonDarlingNormality(exponential)?.pValue).toBe(0);
  });

  it('stays finite with an outlier far beyond where Φ underflows', () => {
    const values = [...Array.from({ length: 9_999 }, (_, i) => (i % 2) * 1e-6), 1];
    const test = andersonDarlingNormality(values);
    expect(Number.isFinite(test?.adStatistic)).toBe(true);
    expect(test?.pValue).toBe(0);
  });

  it('is undefined (null) below 3 values or without spread', () => {
    expect(andersonDarlingNormality([1, 2])).toBeNull();
    expect(andersonDarlingNormality([4, 4, 4, 4, 4])).toBeNull();
  });
});

describe("andersonDarlingPValue (D'Agostino & Stephens 1986)", () => {
  // Upper-tail points of A²* for case 3 from the same book (Table 4.7): the fitted curve must return them
  it.each([
    [0.631, 0.1],
    [0.752, 0.05],
    [0.873, 0.025],
    [1.035, 0.01],
    [1.159, 0.005],
  ])('A²* = %d → p ≈ %d', (a, p) => {
    expect(Math.abs(andersonDarlingPValue(a) - p) / p).toBeLessThan(0.06);
  });

  it('uses each of the four pieces', () => {
    expect(andersonDarlingPValue(0.1)).toBeCloseTo(1 - Math.exp(-13.436 + 10.114 - 2.2373), 12);
    expect(andersonDarlingPValue(0.3)).toBeCloseTo(1 - Math.exp(-8.318 + 12.8388 - 5.39442), 12);
    expect(andersonDarlingPValue(0.5)).toBeCloseTo(Math.exp(0.9177 - 2.1395 - 0.345), 12);
    expect(andersonDarlingPValue(2)).toBeCloseTo(Math.exp(1.2937 - 11.418 + 0.0744), 12);
  });

  it('stays in [0, 1] and never rises again for huge statistics (the quadratic turns up near 153)', () => {
    expect(andersonDarlingPValue(0)).toBeCloseTo(1, 5);
    for (const a of [150, 153, 154, 200, 307, 1e4, 1e9]) {
      expect(andersonDarlingPValue(a)).toBeLessThan(1e-180);
    }
  });

  it('is non-increasing apart from the 0.0025 step of the published fit at 0.6', () => {
    let previous = 1;
    let largestRise = 0;
    for (let a = 0; a <= 200; a += 0.001) {
      const p = andersonDarlingPValue(a);
      largestRise = Math.max(largestRise, p - previous);
      previous = p;
    }
    expect(largestRise).toBeLessThan(0.003);
  });
});
