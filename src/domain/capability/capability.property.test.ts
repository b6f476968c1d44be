import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateCapability, type CapabilityInput } from './capability';
import type { TCapabilityResult } from './contract';

// Multiples of 1/8 are exact in binary, so shifting them by another multiple of 1/8 adds no rounding:
// any difference seen is the algorithm's, not the data's.
const dyadic = (max: number) => fc.integer({ min: -max * 8, max: max * 8 }).map((k) => k / 8);

const arbInput: fc.Arbitrary<CapabilityInput & { values: number[] }> = fc
  .record({
    nominal: dyadic(100),
    upperTolerance: dyadic(20),
    lowerTolerance: dyadic(20),
    values: fc.array(dyadic(125), { minLength: 5, maxLength: 60 }),
  })
  .filter((i) => i.upperTolerance + i.lowerTolerance > 0 && new Set(i.values).size > 1);

function computed(input: CapabilityInput): TCapabilityResult {
  const outcome = calculateCapability(input);
  if (!outcome.ok) throw new Error(`unexpected ${outcome.error.code}`);
  return outcome.result;
}

const relativelyEqual = (a: number, b: number, tolerance = 1e-9) =>
  Math.abs(a - b) <= tolerance * Math.max(Math.abs(a), Math.abs(b), 1e-12);

describe('capability properties (fast-check)', () => {
  it('Cpk ≤ Cp, overall and within', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const r = computed(input);
        expect(r.cpk).toBeLessThanOrEqual(r.cp + 1e-12 * Math.abs(r.cp));
        expect(r.within.cpk).toBeLessThanOrEqual(r.within.cp + 1e-12 * Math.abs(r.within.cp));
      }),
    );
  });

  it('shifting values and nominal by the same constant leaves Cp and Cpk unchanged', () => {
    fc.assert(
      fc.property(arbInput, dyadic(10_000), (input, shift) => {
        const a = computed(input);
        const b = computed({
          ...input,
          nominal: input.nominal + shift,
          values: input.values.map((v) => v + shift),
        });
        expect(relativelyEqual(a.cp, b.cp)).toBe(true);
        expect(relativelyEqual(a.cpk, b.cpk)).toBe(true);
        expect(relativelyEqual(a.within.cpk, b.within.cpk)).toBe(true);
        expect(relativelyEqual(a.normality.adStatistic, b.normality.adStatistic, 1e-7)).toBe(true);
      }),
    );
  });

  it('scaling values, nominal and tolerances by k > 0 leaves Cp and Cpk unchanged', () => {
    const arbK = fc.double({ min: 1e-3, max: 1e3, noNaN: true });
    fc.assert(
      fc.property(arbInput, arbK, (input, k) => {
        const a = computed(input);
        const b = computed({
          nominal: input.nominal * k,
          upperTolerance: input.upperTolerance * k,
          lowerTolerance: input.lowerTolerance * k,
          values: input.values.map((v) => v * k),
        });
        expect(relativelyEqual(a.cp, b.cp, 1e-8)).toBe(true);
        // Cpk near 0 (the mean on a limit) is a difference of nearly equal numbers: scaling by k
        // rounds each value, so its relative error is unbounded while its absolute error stays
        // ~1e-13. Compared relative to 1 at least: a Cpk is read to two decimals.
        expect(Math.abs(a.cpk - b.cpk)).toBeLessThanOrEqual(
          1e-8 * Math.max(Math.abs(a.cpk), Math.abs(b.cpk), 1),
        );
      }),
    );
  });

  it('Cp does not depend on where the process is centred (values shifted, limits fixed)', () => {
    fc.assert(
      fc.property(arbInput, dyadic(1_000), (input, shift) => {
        const a = computed(input);
        const b = computed({ ...input, values: input.values.map((v) => v + shift) });
        expect(relativelyEqual(a.cp, b.cp)).toBe(true);
        expect(relativelyEqual(a.within.cp, b.within.cp)).toBe(true);
      }),
    );
  });

  it('expected ppm lies in [0, 10⁶] and total = below + above', () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const r = computed(input);
        for (const ppm of [r.ppm, r.ppmWithin]) {
          expect(ppm.belowLsl).toBeGreaterThanOrEqual(0);
          expect(ppm.aboveUsl).toBeGreaterThanOrEqual(0);
          expect(ppm.total).toBeGreaterThanOrEqual(0);
          expect(ppm.total).toBeLessThanOrEqual(1e6);
          expect(relativelyEqual(ppm.total, Math.min(1e6, ppm.belowLsl + ppm.aboveUsl))).toBe(true);
        }
      }),
    );
  });

  it('any doubles at all: an error result or a fully finite result, never a throw', () => {
    const anyDouble = fc.double();
    fc.assert(
      fc.property(
        anyDouble,
        anyDouble,
        anyDouble,
        fc.array(anyDouble, { maxLength: 12 }),
        (n, u, l, values) => {
          const outcome = calculateCapability({ nominal: n, upperTolerance: u, lowerTolerance: l, values });
          if (!outcome.ok) return;
          const numbers = JSON.stringify(outcome.result, (_key, value: unknown) => {
            if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`non-finite ${value}`);
            return value;
          });
          expect(numbers.length).toBeGreaterThan(0);
          expect(outcome.result.normality.pValue).toBeGreaterThanOrEqual(0);
          expect(outcome.result.normality.pValue).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 500 },
    );
  });
});
