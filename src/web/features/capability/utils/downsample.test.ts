import { describe, expect, it } from 'vitest';
import { buildImrChartData } from '../../../../domain/capability/control-chart';
import { downsampleMinMax } from './downsample';

// bounded, jumpy noise: no point of it lies beyond X̄ ± 2.66·MR̄, so only the planted spikes are flagged
const wave = (n: number) => Array.from({ length: n }, (_, i) => 10 + (((i * 7919) % 101) / 101) * 0.02);

describe('downsampleMinMax', () => {
  it('keeps short series whole', () => {
    const { individuals } = buildImrChartData(wave(500));
    expect(downsampleMinMax(individuals.points)).toEqual(individuals.points);
  });

  it('caps the drawn points and keeps measurement order', () => {
    const { individuals } = buildImrChartData(wave(100_000));
    const drawn = downsampleMinMax(individuals.points, 1000);
    expect(drawn.length).toBeLessThanOrEqual(1000);
    expect(drawn.length).toBeGreaterThan(900);
    for (let i = 1; i < drawn.length; i++)
      expect(drawn[i]!.observation).toBeGreaterThan(drawn[i - 1]!.observation);
  });

  it('draws every excursion beyond a limit with its real flag', () => {
    const values = wave(200_000);
    const spikes = [17, 50_001, 123_456, 199_999];
    for (const i of spikes) values[i] = i % 2 === 0 ? 11 : 9;
    const { individuals, movingRange } = buildImrChartData(values);
    const drawn = downsampleMinMax(individuals.points, 1000);
    const flagged = drawn.filter((p) => p.outOfControl).map((p) => p.observation);
    expect(flagged).toEqual(spikes.map((i) => i + 1));
    for (const p of drawn) expect(p).toBe(individuals.points[p.observation - 1]);
    // moving ranges: each spike makes two flagged ranges; every one has a flagged drawn point in its bucket
    const drawnRanges = downsampleMinMax(movingRange.points, 1000).filter((p) => p.outOfControl);
    const bucket = movingRange.points.length / 500;
    for (const p of movingRange.points.filter((q) => q.outOfControl)) {
      expect(drawnRanges.some((d) => Math.abs(d.observation - p.observation) <= bucket)).toBe(true);
    }
    for (const d of drawnRanges) expect(movingRange.points[d.observation - 2]).toBe(d);
  });
});
