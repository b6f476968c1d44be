import { mean as meanOf, sampleStandardDeviation } from './descriptive';
import { logNormalCdf } from './normal-distribution';

/** Significance level below which the data are flagged as not normal (Minitab's default). */
const NORMALITY_ALPHA = 0.05;

export interface NormalityTest {
  /** A² as Minitab prints it ("AD"). */
  adStatistic: number;
  /** A²* = A²(1 + 0.75/n + 2.25/n²), the value the p-value is read from. */
  adAdjusted: number;
  pValue: number;
  /** pValue ≥ NORMALITY_ALPHA; false means "show the non-normality warning". */
  isNormal: boolean;
}

// Beyond the vertex of 1.2937 − 5.709a + 0.0186a² the fitted curve turns upwards; p is ~1e-190 there.
const P_CURVE_VERTEX = 5.709 / (2 * 0.0186);

/**
 * p-value of the adjusted statistic A²*, case "mean and variance estimated":
 * D'Agostino & Stephens, Goodness-of-Fit Techniques (1986), Table 4.9 — the formula Minitab uses.
 * @internal
 */
export function andersonDarlingPValue(adAdjusted: number): number {
  const a = adAdjusted;
  let p: number;
  if (a >= P_CURVE_VERTEX) p = 0;
  else if (a >= 0.6) p = Math.exp(1.2937 - 5.709 * a + 0.0186 * a * a);
  else if (a >= 0.34) p = Math.exp(0.9177 - 4.279 * a - 1.38 * a * a);
  else if (a >= 0.2) p = 1 - Math.exp(-8.318 + 42.796 * a - 59.938 * a * a);
  else p = 1 - Math.exp(-13.436 + 101.14 * a - 223.73 * a * a);
  return Math.min(1, Math.max(0, p));
}

/**
 * Anderson-Darling normality test with mean and sample standard deviation (n − 1) estimated:
 * A² = −n − (1/n)·Σ(2i − 1)[ln Φ(zᵢ) + ln(1 − Φ(zₙ₊₁₋ᵢ))], zᵢ sorted (Stephens 1974; D'Agostino &
 * Stephens 1986, ch. 4). Returns null below 3 values or with zero spread, where it is undefined.
 */
export function andersonDarlingNormality(
  values: ArrayLike<number>,
  knownMean?: number,
  knownStandardDeviation?: number,
): NormalityTest | null {
  const n = values.length;
  if (n < 3) return null;
  const m = knownMean ?? meanOf(values);
  const s = knownStandardDeviation ?? sampleStandardDeviation(values, m);
  if (!(s > 0) || !Number.isFinite(s)) return null;

  // typed-array sort is numeric and about 10× faster than Array#sort with a comparator at 10⁶ values
  const sorted = Float64Array.from(values).sort();
  // term i pairs ln Φ(zᵢ) and ln(1 − Φ(zᵢ)) with their two weights, so each z is evaluated once;
  // ln(1 − Φ(z)) = ln Φ(−z) stays finite for outliers far in the tail (Φ itself would underflow)
  let sum = 0;
  let compensation = 0;
  for (let i = 0; i < n; i++) {
    const z = ((sorted[i] as number) - m) / s;
    const term = (2 * i + 1) * logNormalCdf(z) + (2 * (n - i) - 1) * logNormalCdf(-z);
    // Neumaier summation: the sum is ≈ −n², and A² is the small remainder after adding n²
    const t = sum + term;
    compensation += Math.abs(sum) >= Math.abs(term) ? sum - t + term : term - t + sum;
    sum = t;
  }
  const adStatistic = Math.max(0, -n - (sum + compensation) / n);
  const adAdjusted = adStatistic * (1 + 0.75 / n + 2.25 / (n * n));
  const pValue = andersonDarlingPValue(adAdjusted);
  return { adStatistic, adAdjusted, pValue, isNormal: pValue >= NORMALITY_ALPHA };
}
