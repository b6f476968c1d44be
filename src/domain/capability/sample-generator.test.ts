import { describe, expect, it } from 'vitest';
import { calculateCapability } from './capability';
import { mean, sampleStandardDeviation } from './descriptive';
import { mulberry32 } from '../shared/mulberry32';
import { generateSamples, normalDeviates } from './sample-generator';

const spec = { nominal: 100, upperTolerance: 0.5, lowerTolerance: 0.5 };

function valuesOf(outcome: ReturnType<typeof generateSamples>): number[] {
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.values;
}

const hasAtMost3Decimals = (v: number) => Number(v.toFixed(3)) === v;

describe('mulberry32 and Box-Muller', () => {
  it('is deterministic per seed and uniform in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const draws = Array.from({ length: 10_000 }, () => a());
    expect(draws.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => b()));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    expect(mean(draws)).toBeCloseTo(0.5, 1);
  });

  it('gives standard normal deviates (mean ≈ 0, s ≈ 1 over 100 000 draws)', () => {
    const z = normalDeviates(mulberry32(7));
    const draws = Array.from({ length: 100_000 }, () => z());
    expect(Math.abs(mean(draws))).toBeLessThan(0.02);
    expect(sampleStandardDeviation(draws)).toBeCloseTo(1, 1);
  });
});

describe('generateSamples (spec: automatic mode)', () => {
  it('gives 30 values with at most 3 decimals by default', () => {
    const values = valuesOf(generateSamples({ ...spec, seed: 1 }));
    expect(values).toHaveLength(30);
    expect(values.every(hasAtMost3Decimals)).toBe(true);
  });

  it('is reproducible with a seed and returns the seed it used', () => {
    const first = generateSamples({ ...spec, seed: 2024 });
    expect(generateSamples({ ...spec, seed: 2024 })).toEqual(first);
    expect(valuesOf(generateSamples({ ...spec, seed: 2025 }))).not.toEqual(valuesOf(first));
    const unseeded = generateSamples(spec);
    expect(unseeded.ok && valuesOf(generateSamples({ ...spec, seed: unseeded.seed }))).toEqual(
      valuesOf(unseeded),
    );
  });

  it('puts about 5 % outside the limits and the rest ~ N(nominal, ((up + low)/12)²)', () => {
    const values = valuesOf(generateSamples({ ...spec, count: 200_000, seed: 99 }));
    const outside = values.filter((v) => v > 100.5 || v < 99.5).length / values.length;
    // 5 % placed outside plus the normal tails beyond ±6σ (negligible)
    expect(outside).toBeGreaterThan(0.045);
    expect(outside).toBeLessThan(0.055);
    const inside = values.filter((v) => v <= 100.5 && v >= 99.5);
    expect(mean(inside)).toBeCloseTo(100, 3);
    expect(sampleStandardDeviation(inside)).toBeCloseTo(1 / 12, 3);
  });

  it('keeps "just outside" values outside after rounding, even with tolerances below 0.001', () => {
    // σ = 0.00005: normal values all round to 5.000; the placed ones must not round back onto a limit
    const tiny = { nominal: 5, upperTolerance: 0.0003, lowerTolerance: 0.0003 };
    const values = valuesOf(generateSamples({ ...tiny, count: 5_000, seed: 3 }));
    const outside = values.filter((v) => v !== 5);
    expect(outside.every((v) => v === 5.001 || v === 4.999)).toBe(true);
    expect(outside.length / values.length).toBeGreaterThan(0.04);
    expect(outside.length / values.length).toBeLessThan(0.06);
  });

  it('feeds the calculator: the default 30 values give a result', () => {
    const values = valuesOf(generateSamples({ ...spec, seed: 11 }));
    expect(calculateCapability({ ...spec, values }).ok).toBe(true);
  });

  it.each([
    [{ ...spec, upperTolerance: 0, lowerTolerance: 0 }, 'invalid_tolerance'],
    [{ ...spec, nominal: Number.NaN }, 'non_finite'],
    [{ ...spec, count: 0 }, 'invalid_count'],
    [{ ...spec, count: 2.5 }, 'invalid_count'],
  ])('%o → %s', (input, code) => {
    const outcome = generateSamples(input);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.code).toBe(code);
  });
});
