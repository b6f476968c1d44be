/**
 * Descriptive statistics over plain arrays or typed arrays, written for 10⁶ values: compensated sums,
 * no intermediate arrays.
 */

export interface DescriptiveSummary {
  n: number;
  mean: number;
  /** Sample standard deviation, n − 1 in the denominator. */
  standardDeviation: number;
  min: number;
  max: number;
  /** Average moving range of span 2, Σ|xᵢ − xᵢ₋₁| / (n − 1); 0 for n < 2. */
  mrBar: number;
}

/** Neumaier-compensated running sum: error stays ~1 ulp instead of growing with n. */
class CompensatedSum {
  private sum = 0;
  private compensation = 0;

  add(x: number): void {
    const t = this.sum + x;
    if (Math.abs(this.sum) >= Math.abs(x)) this.compensation += this.sum - t + x;
    else this.compensation += x - t + this.sum;
    this.sum = t;
  }

  get value(): number {
    return this.sum + this.compensation;
  }
}

const read = (values: ArrayLike<number>, i: number): number => values[i] as number;

/** Arithmetic mean x̄ = Σxᵢ / n (Neumaier summation); NaN for an empty series. */
export function mean(values: ArrayLike<number>): number {
  const sum = new CompensatedSum();
  for (let i = 0; i < values.length; i++) sum.add(read(values, i));
  return sum.value / values.length;
}

/**
 * Sample standard deviation s = √(Σ(xᵢ − x̄)² / (n − 1)), corrected two-pass algorithm
 * (Chan, Golub & LeVeque 1983) so that values like 25.012 ± 0.001 do not lose their digits.
 */
export function sampleStandardDeviation(values: ArrayLike<number>, knownMean?: number): number {
  const n = values.length;
  if (n < 2) return Number.NaN;
  const m = knownMean ?? mean(values);
  const squares = new CompensatedSum();
  const deviations = new CompensatedSum();
  for (let i = 0; i < n; i++) {
    const d = read(values, i) - m;
    squares.add(d * d);
    deviations.add(d);
  }
  // the second term removes the rounding error left in m
  const ss = squares.value - (deviations.value * deviations.value) / n;
  return Math.sqrt(Math.max(ss, 0) / (n - 1));
}

/** n, mean, sample standard deviation (n − 1), min, max and MR̄ in two passes over the data. */
export function summarize(values: ArrayLike<number>): DescriptiveSummary {
  const n = values.length;
  const sum = new CompensatedSum();
  const movingRanges = new CompensatedSum();
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let previous = n > 0 ? read(values, 0) : 0;
  for (let i = 0; i < n; i++) {
    const x = read(values, i);
    sum.add(x);
    if (x < min) min = x;
    if (x > max) max = x;
    if (i > 0) movingRanges.add(Math.abs(x - previous));
    previous = x;
  }
  const m = sum.value / n;
  return {
    n,
    mean: m,
    standardDeviation: sampleStandardDeviation(values, m),
    min,
    max,
    mrBar: n > 1 ? movingRanges.value / (n - 1) : 0,
  };
}
