import { describe, expect, it } from 'vitest';
import { buildImrChartData, computeImrLimits, IMR_CONSTANTS } from './control-chart';

describe('computeImrLimits', () => {
  // by hand: mean (5·10 + 4·11 + 16)/10 = 11; moving ranges eight 1s and a 6, MR̄ = 14/9
  const values = [10, 11, 10, 11, 10, 11, 10, 11, 10, 16];
  const mean = 11;
  const mrBar = (8 * 1 + 6) / 9; // eight ranges of 1, then |16 − 10|

  it('individuals: X̄ ± 2.66·MR̄; moving range: MR̄, 3.267·MR̄, 0', () => {
    const imr = computeImrLimits(values);
    expect(imr.individuals.cl).toBeCloseTo(mean, 12);
    expect(imr.individuals.ucl).toBeCloseTo(mean + 2.66 * mrBar, 12);
    expect(imr.individuals.lcl).toBeCloseTo(mean - 2.66 * mrBar, 12);
    expect(imr.movingRange.cl).toBeCloseTo(mrBar, 12);
    expect(imr.movingRange.ucl).toBeCloseTo(3.267 * mrBar, 12);
    expect(imr.movingRange.lcl).toBe(0);
  });

  it('lists 1-based numbers of points beyond the limits; a moving range carries its second value', () => {
    const imr = computeImrLimits(values);
    // UCL_I = 11 + 2.66·1.556 = 15.14 < 16; UCL_MR = 5.08 < 6
    expect(imr.individuals.outOfControl).toEqual([10]);
    expect(imr.movingRange.outOfControl).toEqual([10]);
  });

  it('flags nothing when every value is equal (MR̄ = 0), even though the mean is off by an ulp', () => {
    const imr = computeImrLimits([0.1, 0.1, 0.1, 0.1, 0.1]);
    expect(imr.individuals.outOfControl).toEqual([]);
    expect(imr.movingRange.outOfControl).toEqual([]);
  });

  it('uses d2 = 1.128 and its derived factors', () => {
    expect(IMR_CONSTANTS.e2).toBeCloseTo(3 / IMR_CONSTANTS.d2, 2);
  });
});

describe('buildImrChartData', () => {
  it('gives every point with its flag and the same limits as computeImrLimits', () => {
    const values = [10, 11, 10, 11, 10, 11, 10, 11, 10, 16];
    const chart = buildImrChartData(values);
    const limits = computeImrLimits(values);
    expect(chart.individuals.points).toHaveLength(10);
    expect(chart.movingRange.points).toHaveLength(9);
    expect(chart.individuals.points[0]).toEqual({ observation: 1, value: 10, outOfControl: false });
    expect(chart.movingRange.points[0]).toEqual({ observation: 2, value: 1, outOfControl: false });
    expect(chart.individuals.points.filter((p) => p.outOfControl).map((p) => p.observation)).toEqual(
      limits.individuals.outOfControl,
    );
    expect(chart.movingRange.points.filter((p) => p.outOfControl).map((p) => p.observation)).toEqual(
      limits.movingRange.outOfControl,
    );
    expect(chart.individuals.ucl).toBe(limits.individuals.ucl);
  });

  it('handles an empty series', () => {
    const chart = buildImrChartData([]);
    expect(chart.individuals.points).toEqual([]);
    expect(chart.movingRange.points).toEqual([]);
  });
});
