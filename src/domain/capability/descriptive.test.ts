import { describe, expect, it } from 'vitest';
import datasets from './fixtures/datasets.json';
import expected from './fixtures/expected.json';
import { mean, sampleStandardDeviation, summarize } from './descriptive';

describe('mean and sample standard deviation', () => {
  it.each([
    { values: [1, 2, 3, 4, 5], mean: 3, sd: Math.sqrt(2.5) },
    { values: [2, 4, 4, 4, 5, 5, 7, 9], mean: 5, sd: Math.sqrt(32 / 7) },
    { values: [-1, 1], mean: 0, sd: Math.SQRT2 },
  ])('$values → mean $mean, s $sd', ({ values, mean: m, sd }) => {
    expect(mean(values)).toBeCloseTo(m, 14);
    expect(sampleStandardDeviation(values)).toBeCloseTo(sd, 14);
  });

  it('matches Python statistics (exact rational arithmetic) on the reference datasets', () => {
    for (const name of ['shaftDiameter', 'skewed'] as const) {
      const summary = summarize(datasets[name].values);
      expect(summary.mean).toBeCloseTo(expected[name].mean, 14);
      expect(summary.standardDeviation / expected[name].standardDeviation).toBeCloseTo(1, 13);
      expect(summary.mrBar / expected[name].within.mrBar).toBeCloseTo(1, 13);
      expect(summary.min).toBe(expected[name].min);
      expect(summary.max).toBe(expected[name].max);
    }
  });

  it('keeps the digits of a large offset with a tiny spread (no naive Σx² − n·x̄²)', () => {
    const values = Array.from({ length: 1000 }, (_, i) => 1e9 + (i % 2 === 0 ? 0.001 : -0.001));
    // v − 1e9 is exact (Sterbenz), so the spread of the shifted series is the true spread
    const shifted = values.map((v) => v - 1e9);
    const reference = sampleStandardDeviation(shifted);
    expect(reference).toBeCloseTo(0.001, 5);
    expect(sampleStandardDeviation(values) / reference).toBeCloseTo(1, 12);
  });

  it('accepts typed arrays', () => {
    expect(mean(Float64Array.of(1, 2, 3))).toBe(2);
  });

  it('is NaN (not a silent 0) for fewer than two values; callers validate n first', () => {
    expect(Number.isNaN(sampleStandardDeviation([1]))).toBe(true);
  });
});

// Average moving range of span 2: MR̄ = Σ|xᵢ − xᵢ₋₁| / (n − 1) (Montgomery, SQC, ch. 6.4).
describe('average moving range (summarize)', () => {
  it.each([
    { values: [1, 3, 2, 6], mrBar: (2 + 1 + 4) / 3 },
    { values: [5, 5, 5], mrBar: 0 },
    { values: [7], mrBar: 0 },
  ])('$values → $mrBar', ({ values, mrBar }) => {
    expect(summarize(values).mrBar).toBeCloseTo(mrBar, 14);
  });
});
