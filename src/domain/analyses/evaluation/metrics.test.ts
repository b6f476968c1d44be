import { describe, expect, it } from 'vitest';
import { fitLogistic, splitSet, summarise, type EvalOutcome } from './metrics';

const o = (
  expected: string | null,
  reported: string | null,
  ranked: string[],
  confidence: number,
): EvalOutcome => ({
  expected,
  reported,
  ranked,
  confidence,
});

describe('summarise', () => {
  const outcomes = [
    o('a', 'a', ['a', 'b'], 95), // right, Yüksek
    o('a', 'b', ['b', 'c', 'a'], 92), // wrong but in top 3, Yüksek
    o('c', null, ['d', 'e', 'f', 'c'], 75), // rejected, not in top 3, Orta
    o(null, null, ['x'], 75), // off-topic rejected: right, Orta
    o(null, 'x', ['x'], 60), // off-topic accepted: wrong, Düşük
  ];
  const summary = summarise(outcomes);

  it('counts top-1 and top-3 over in-base cases only', () => {
    expect(summary.inBase).toBe(3);
    expect(summary.top1).toBeCloseTo(1 / 3);
    expect(summary.top3).toBeCloseTo(2 / 3);
  });

  it('counts off-topic rejection and overall rightness', () => {
    expect(summary.offTopic).toBe(2);
    expect(summary.offTopicRejection).toBe(0.5);
    expect(summary.overall).toBeCloseTo(2 / 5);
  });

  it('tabulates calibration per confidence label', () => {
    expect(summary.calibration).toEqual([
      { label: 'Yüksek Güven', reports: 2, right: 1, accuracy: 0.5, meanConfidence: 93.5 },
      { label: 'Orta Güven', reports: 2, right: 1, accuracy: 0.5, meanConfidence: 75 },
      { label: 'Düşük Güven', reports: 1, right: 0, accuracy: 0, meanConfidence: 60 },
    ]);
  });

  it('gives NaN, not 0, for an empty group', () => {
    const only = summarise([o('a', 'a', ['a'], 95)]);
    expect(only.offTopicRejection).toBeNaN();
    expect(only.calibration[2]?.accuracy).toBeNaN();
  });
});

describe('splitSet', () => {
  it('holds out every third case, deterministically', () => {
    const { tune, test } = splitSet([0, 1, 2, 3, 4, 5, 6]);
    expect(tune).toEqual([0, 1, 3, 4, 6]);
    expect(test).toEqual([2, 5]);
  });
});

describe('fitLogistic', () => {
  it('learns the direction and rough size of a clean one-feature rule', () => {
    const rows = Array.from({ length: 40 }, (_, i) => {
      const x = i / 10 - 2;
      return { x: [x], y: (x > 0.05 ? 1 : 0) as 0 | 1 };
    });
    const model = fitLogistic(rows, { iterations: 5_000, rate: 0.5, l2: 0.001 });
    expect(model.weights[0]).toBeGreaterThan(2);
    const p = (x: number) => 1 / (1 + Math.exp(-(model.bias + (model.weights[0] ?? 0) * x)));
    expect(p(-1.5)).toBeLessThan(0.1);
    expect(p(1.5)).toBeGreaterThan(0.9);
  });

  it('counts a row of weight 2 as two rows', () => {
    const rows = [
      { x: [0], y: 0 as const },
      { x: [1], y: 1 as const },
      { x: [1], y: 0 as const },
    ];
    const options = { iterations: 2_000, rate: 0.5 };
    const weighted = fitLogistic([...rows, { x: [1], y: 1 as const, weight: 2 }], options);
    const repeated = fitLogistic([...rows, { x: [1], y: 1 }, { x: [1], y: 1 }], options);
    expect(weighted.bias).toBeCloseTo(repeated.bias, 6);
    expect(weighted.weights[0]).toBeCloseTo(repeated.weights[0] ?? NaN, 6);
    expect(weighted.weights[0]).toBeGreaterThan(fitLogistic(rows, options).weights[0] ?? Infinity);
  });

  it('returns a zero model for no rows', () => {
    expect(fitLogistic([])).toEqual({ bias: 0, weights: [] });
  });
});
