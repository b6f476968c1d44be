import { describe, expect, it } from 'vitest';
import { calculateCapability, expectedPpm, type CapabilityOutcome } from './capability';
import { ZCapabilityResult, type TCapabilityResult } from './contract';
import datasets from './fixtures/datasets.json';
import expected from './fixtures/expected.json';
import { round4 } from './number-format';

function resultOf(outcome: CapabilityOutcome): TCapabilityResult {
  if (!outcome.ok) throw new Error(`expected a result, got ${outcome.error.code}`);
  return outcome.result;
}

/** Relative closeness (|a − b| ≤ tol·|b|, absolute near 0): the Python reference uses the same formulas. */
function expectClose(actual: number, reference: number, tolerance = 1e-12): void {
  expect(Math.abs(actual - reference)).toBeLessThanOrEqual(tolerance * Math.max(Math.abs(reference), 1e-300));
}

describe('calculateCapability on the reference datasets (fixtures/reference.py)', () => {
  for (const name of ['shaftDiameter', 'skewed'] as const) {
    const ref = expected[name];
    const result = resultOf(calculateCapability(datasets[name]));

    it(`${name}: mean, s, limits, Cp, Cpk and one-sided values`, () => {
      expect(result.n).toBe(ref.n);
      expectClose(result.mean, ref.mean, 1e-15);
      expectClose(result.standardDeviation, ref.standardDeviation);
      expect(result.usl).toBe(ref.usl);
      expect(result.lsl).toBe(ref.lsl);
      expectClose(result.cp, ref.cp);
      expectClose(result.cpk, ref.cpk);
      expectClose(result.cpkUpper, ref.cpkUpper);
      expectClose(result.cpkLower, ref.cpkLower);
      expect(result.processCapability.id).toBe(ref.processCapabilityId);
      expect(result.min).toBe(ref.min);
      expect(result.max).toBe(ref.max);
    });

    it(`${name}: within sigma (MR̄/1.128) and its Cp/Cpk`, () => {
      for (const key of ['mrBar', 'sigma', 'cp', 'cpk', 'cpkUpper', 'cpkLower'] as const) {
        expectClose(result.within[key], ref.within[key]);
      }
    });

    it(`${name}: expected ppm, overall and within`, () => {
      for (const key of ['belowLsl', 'aboveUsl', 'total'] as const) {
        expectClose(result.ppm[key], ref.ppm[key], 1e-10);
        expectClose(result.ppmWithin[key], ref.ppmWithin[key], 1e-10);
      }
    });

    it(`${name}: Anderson-Darling A², A²* and p-value`, () => {
      expectClose(result.normality.adStatistic, ref.normality.adStatistic, 1e-10);
      expectClose(result.normality.adAdjusted, ref.normality.adAdjusted, 1e-10);
      expectClose(result.normality.pValue, ref.normality.pValue, 1e-9);
      expect(result.normality.isNormal).toBe(ref.normality.isNormal);
    });

    it(`${name}: I-MR limits and out-of-control points`, () => {
      for (const chart of ['individuals', 'movingRange'] as const) {
        for (const key of ['cl', 'ucl', 'lcl'] as const) {
          expectClose(result.imr[chart][key], ref.imr[chart][key]);
        }
        expect(result.imr[chart].outOfControl).toEqual(ref.imr[chart].outOfControl);
      }
    });

    it(`${name}: satisfies the response contract`, () => {
      expect(ZCapabilityResult.safeParse(result).success).toBe(true);
    });
  }

  it('shaft diameter rounds as the screen shows it', () => {
    const result = resultOf(calculateCapability(datasets.shaftDiameter));
    expect([result.mean, result.standardDeviation, result.cp, result.cpk].map(round4)).toEqual([
      25.0163, 0.0236, 1.415, 1.1843,
    ]);
    expect(result.processCapability).toEqual({ id: 'marginal', label: 'Marjinal', colour: 'yellow' });
    expect(result.recommendation).toMatch(/Acil iyileştirme/);
  });

  it('flags the skewed data as not normal with p < 0.005 (Minitab prints "< 0,005")', () => {
    const result = resultOf(calculateCapability(datasets.skewed));
    expect(result.normality.pValue).toBeLessThan(0.005);
    expect(result.normality.isNormal).toBe(false);
  });
});

describe('calculateCapability hand-checked cases', () => {
  it.each([
    // values 1..5: mean 3, s = √2.5; USL 6, LSL 0 → Cp = 6/(6√2.5), centred so Cpk = Cp
    { nominal: 3, upperTolerance: 3, lowerTolerance: 3, values: [1, 2, 3, 4, 5], cp: 1 / Math.sqrt(2.5) },
    // asymmetric +0.5/−0.1 around 10 with the same spread: Cpk from the lower side
    {
      nominal: 10,
      upperTolerance: 0.5,
      lowerTolerance: 0.1,
      values: [9.9, 10, 10.1, 10, 10],
      cp: 0.6 / (6 * 0.0707),
    },
  ])('Cp for $values', ({ cp, ...input }) => {
    const result = resultOf(calculateCapability(input));
    expect(result.cp).toBeCloseTo(cp, 3);
    expect(result.cpk).toBeLessThanOrEqual(result.cp);
  });

  it('allows a negative lower tolerance while USL > LSL (band above nominal)', () => {
    const result = resultOf(
      calculateCapability({
        nominal: 10,
        upperTolerance: 0.5,
        lowerTolerance: -0.1,
        values: [10.2, 10.3, 10.25, 10.3, 10.2],
      }),
    );
    expect(result.lsl).toBeCloseTo(10.1, 12);
    expect(result.usl).toBeCloseTo(10.5, 12);
  });

  it('accepts a Float64Array', () => {
    const values = Float64Array.from(datasets.shaftDiameter.values);
    expect(resultOf(calculateCapability({ ...datasets.shaftDiameter, values })).cp).toBeCloseTo(
      expected.shaftDiameter.cp,
      12,
    );
  });
});

describe('calculateCapability errors are results, never Infinity/NaN', () => {
  const base = {
    nominal: 100,
    upperTolerance: 0.5,
    lowerTolerance: 0.5,
    values: [100, 100.1, 99.9, 100.2, 99.8],
  };

  it.each([
    { input: { ...base, values: [100, 100.1, 99.9, 100.2] }, code: 'too_few', field: 'values' },
    { input: { ...base, values: [] }, code: 'too_few', field: 'values' },
    { input: { ...base, values: [7, 7, 7, 7, 7, 7] }, code: 'zero_spread', field: 'values' },
    { input: { ...base, values: [0.1, 0.1, 0.1, 0.1, 0.1] }, code: 'zero_spread', field: 'values' },
    {
      input: { ...base, upperTolerance: 0, lowerTolerance: 0 },
      code: 'invalid_tolerance',
      field: 'upperTolerance',
    },
    {
      input: { ...base, upperTolerance: 0.1, lowerTolerance: -0.2 },
      code: 'invalid_tolerance',
      field: 'upperTolerance',
    },
    { input: { ...base, nominal: Number.NaN }, code: 'non_finite', field: 'nominal' },
    {
      input: { ...base, upperTolerance: Number.POSITIVE_INFINITY },
      code: 'non_finite',
      field: 'upperTolerance',
    },
    { input: { ...base, lowerTolerance: Number.NaN }, code: 'non_finite', field: 'lowerTolerance' },
    { input: { ...base, values: [1, 2, 3, Number.NaN, 5] }, code: 'non_finite', field: 'values' },
    {
      input: { ...base, values: [1, 2, 3, 4, Number.NEGATIVE_INFINITY] },
      code: 'non_finite',
      field: 'values',
    },
    {
      input: { ...base, values: [1e308, 1.5e308, 1e308, 1.2e308, 1e308] },
      code: 'not_computable',
      field: 'values',
    },
    { input: { ...base, values: [0, 5e-324, 0, 5e-324, 0] }, code: 'not_computable', field: 'values' },
  ])('$code on $field', ({ input, code, field }) => {
    const outcome = calculateCapability(input);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error).toMatchObject({ code, field });
  });

  it.each([
    { input: { ...base, values: [1, 2] }, code: 'too_few' },
    { input: { ...base, upperTolerance: -1, lowerTolerance: 0.5 }, code: 'invalid_tolerance' },
    { input: { ...base, nominal: Number.POSITIVE_INFINITY }, code: 'non_finite' },
  ])('reports $code before any computation', ({ input, code }) => {
    const outcome = calculateCapability(input);
    expect(!outcome.ok && outcome.error.code).toBe(code);
  });

  it('uses the spec and issue messages', () => {
    const tooFew = calculateCapability({ ...base, values: [1, 2] });
    const flat = calculateCapability({ ...base, values: [5, 5, 5, 5, 5] });
    expect(!tooFew.ok && tooFew.error.message).toBe('En az 5 ölçüm değeri gereklidir!');
    expect(!flat.ok && flat.error.message).toBe(
      'Tüm ölçümler aynı: standart sapma sıfır olduğundan Cp/Cpk hesaplanamaz.',
    );
  });
});

describe('expectedPpm', () => {
  it('a centred process with Cp = 1 loses 2700 ppm (±3σ), Cp = 2 about 0.002 ppm', () => {
    expect(expectedPpm(0, 1, -3, 3).total).toBeCloseTo(2699.796, 3);
    expect(expectedPpm(0, 1, -6, 6).total).toBeCloseTo(0.001973, 6);
  });
});

describe('performance (no timing assertion; figure only for bench comparison)', () => {
  it('handles 1 000 000 values', () => {
    let seed = 12345;
    const values = new Float64Array(1_000_000);
    for (let i = 0; i < values.length; i++) {
      // tiny LCG: data only need to look noisy here
      seed = (seed * 1103515245 + 12345) % 2147483648;
      values[i] = 100 + (seed / 2147483648 - 0.5) * 0.6;
    }
    const started = performance.now();
    const outcome = calculateCapability({ nominal: 100, upperTolerance: 0.5, lowerTolerance: 0.5, values });
    const elapsedMs = performance.now() - started;
    expect(resultOf(outcome).n).toBe(1_000_000);
    // uniform data: the AD test must see it is not normal
    expect(resultOf(outcome).normality.isNormal).toBe(false);
    expect(elapsedMs).toBeGreaterThan(0);
  });
});
