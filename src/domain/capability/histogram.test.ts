import { describe, expect, it } from 'vitest';
import datasets from './fixtures/datasets.json';
import { buildHistogram, sturgesBinCount } from './histogram';
import { mulberry32 } from '../shared/mulberry32';
import { normalDeviates } from './sample-generator';

describe('sturgesBinCount', () => {
  it.each([
    [1, 1],
    [2, 2],
    [30, 6],
    [100, 8],
    [1_000_000, 21],
  ])('n = %d → %d bins', (n, k) => {
    expect(sturgesBinCount(n)).toBe(k);
  });
});

describe('buildHistogram', () => {
  it('counts every value exactly once, the maximum in the last bin', () => {
    const h = buildHistogram([1, 2, 2, 3, 3, 3, 4, 5], { binCount: 4 });
    expect(h.binWidth).toBe(1);
    expect(h.bins.map((b) => [b.start, b.end, b.count])).toEqual([
      [1, 2, 1],
      [2, 3, 2],
      [3, 4, 3],
      [4, 5, 2],
    ]);
  });

  it('uses 6 Sturges bins for the 30-value reference set, covering min to max', () => {
    const values = datasets.shaftDiameter.values;
    const h = buildHistogram(values);
    expect(h.bins).toHaveLength(6);
    expect(h.bins[0]?.start).toBe(Math.min(...values));
    expect(h.bins[5]?.end).toBe(Math.max(...values));
    expect(h.bins.reduce((sum, b) => sum + b.count, 0)).toBe(30);
  });

  it('scales the normal curve to counts: its area ≈ n · binWidth', () => {
    const z = normalDeviates(mulberry32(5));
    const values = Array.from({ length: 10_000 }, () => 50 + 2 * z());
    const h = buildHistogram(values, { curvePoints: 2001 });
    const step = (h.curve[1]?.x ?? 0) - (h.curve[0]?.x ?? 0);
    const area = h.curve.reduce((sum, p) => sum + p.y, 0) * step;
    expect(area / (values.length * h.binWidth)).toBeCloseTo(1, 2);
    // the peak bar and the curve peak agree within sampling noise
    const peakBar = Math.max(...h.bins.map((b) => b.count));
    const peakCurve = Math.max(...h.curve.map((p) => p.y));
    expect(peakCurve / peakBar).toBeGreaterThan(0.9);
    expect(peakCurve / peakBar).toBeLessThan(1.1);
  });

  it('degenerate inputs: no values, or all equal (one bar, no curve)', () => {
    expect(buildHistogram([])).toEqual({ bins: [], binWidth: 0, curve: [], mean: 0, standardDeviation: 0 });
    const flat = buildHistogram([7, 7, 7]);
    expect(flat.bins).toEqual([{ start: 7, end: 7, mid: 7, count: 3 }]);
    expect(flat.curve).toEqual([]);
  });
});
