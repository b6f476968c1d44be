import { describe, expect, it } from 'vitest';
import reference from './fixtures/normal-reference.json';
import { erf, erfc, erfcx, logNormalCdf, normalCdf, normalPdf, normalSurvival } from './normal-distribution';

// Reference values: mpmath at 40 digits, see fixtures/reference.py.
function relativeError(actual: number, expected: number): number {
  if (expected === 0) return Math.abs(actual);
  return Math.abs(actual - expected) / Math.abs(expected);
}

describe('erfc', () => {
  it.each(reference.erfc)('erfc($x) matches mpmath to 1e-13 relative', ({ x, value }) => {
    expect(relativeError(erfc(x), value)).toBeLessThan(1e-13);
  });

  it('is 0 beyond the underflow point and 2 far to the left, never NaN', () => {
    expect(erfc(27)).toBe(0);
    expect(erfc(-30)).toBe(2);
    expect(erfc(Number.POSITIVE_INFINITY)).toBe(0);
    expect(Number.isNaN(erfc(Number.NaN))).toBe(true);
  });
});

describe('erf', () => {
  it.each([
    [0, 0],
    [0.5, 0.5204998778130465],
    [1, 0.8427007929497149],
    [-1, -0.8427007929497149],
    [3, 0.9999779095030014],
  ])('erf(%d) = %d', (x, expected) => {
    expect(erf(x)).toBeCloseTo(expected, 15);
  });

  it('keeps relative accuracy for tiny arguments (erf(x) ≈ 2x/√π)', () => {
    expect(relativeError(erf(1e-10), (2 * 1e-10) / Math.sqrt(Math.PI))).toBeLessThan(1e-15);
  });
});

describe('erfcx', () => {
  it.each(reference.erfcx)('erfcx($x) matches mpmath to 1e-13 relative', ({ x, value }) => {
    expect(relativeError(erfcx(x), value)).toBeLessThan(1e-13);
  });
});

describe('normalCdf', () => {
  it.each(reference.cdf)('Φ($z) matches mpmath to 1e-12 relative', ({ z, p }) => {
    expect(relativeError(normalCdf(z), p)).toBeLessThan(1e-12);
  });

  it('Φ(−6) ≈ 9.865876e−10 (textbook tail value)', () => {
    expect(normalCdf(-6)).toBeCloseTo(9.865876450377e-10, 20);
  });

  it('upper tail through normalSurvival keeps relative accuracy where 1 − Φ would cancel', () => {
    const sixSigma = reference.cdf.find((row) => row.z === -6);
    expect(sixSigma).toBeDefined();
    expect(relativeError(normalSurvival(6), sixSigma?.p ?? 0)).toBeLessThan(1e-12);
    expect(normalSurvival(0)).toBe(0.5);
  });

  it('is symmetric: Φ(z) + Φ(−z) = 1', () => {
    for (const z of [0.1, 0.7, 1.3, 2.9, 4.4]) expect(normalCdf(z) + normalCdf(-z)).toBeCloseTo(1, 15);
  });
});

describe('logNormalCdf', () => {
  it.each(reference.logCdf)('ln Φ($z) matches mpmath to 1e-12 relative', ({ z, value }) => {
    expect(relativeError(logNormalCdf(z), value)).toBeLessThan(1e-12);
  });

  it('stays finite where Φ itself underflows to 0', () => {
    expect(normalCdf(-40)).toBe(0);
    expect(Number.isFinite(logNormalCdf(-40))).toBe(true);
  });
});

describe('normalPdf', () => {
  it('φ(0) = 1/√(2π) and φ(1) = e^(−1/2)/√(2π)', () => {
    expect(normalPdf(0)).toBeCloseTo(0.3989422804014327, 15);
    expect(normalPdf(1)).toBeCloseTo(0.24197072451914337, 15);
  });
});
