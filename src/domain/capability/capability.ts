import { andersonDarlingNormality } from './anderson-darling';
import { classifyCpk } from './capability-class';
import type { TCapabilityError, TCapabilityResult, TPpm } from './contract';
import { computeImrLimits, IMR_CONSTANTS } from './control-chart';
import { summarize } from './descriptive';
import { CAPABILITY_MESSAGES as M } from './messages';
import { normalCdf, normalSurvival } from './normal-distribution';
import { specLimits } from './spec-limits';

export interface CapabilityInput {
  nominal: number;
  /** Magnitude above nominal: USL = nominal + upperTolerance. */
  upperTolerance: number;
  /** Magnitude below nominal: LSL = nominal − lowerTolerance (negative puts LSL above nominal). */
  lowerTolerance: number;
  /** Measurements in production order (the order matters for MR̄ and the I-MR chart). */
  values: ArrayLike<number>;
}

export type CapabilityOutcome =
  { ok: true; result: TCapabilityResult } | { ok: false; error: TCapabilityError };

const PPM = 1_000_000;

const fail = (code: TCapabilityError['code'], message: string, field: TCapabilityError['field']) =>
  ({ ok: false, error: { code, message, field } }) as const;

/** Checks the inputs in the order a user fixes them; null when calculateCapability can proceed. */
function validate(input: CapabilityInput) {
  const { nominal, upperTolerance, lowerTolerance, values } = input;
  if (!Number.isFinite(nominal)) return fail('non_finite', M.nonFiniteNominal, 'nominal');
  if (!Number.isFinite(upperTolerance))
    return fail('non_finite', M.nonFiniteUpperTolerance, 'upperTolerance');
  if (!Number.isFinite(lowerTolerance))
    return fail('non_finite', M.nonFiniteLowerTolerance, 'lowerTolerance');
  const { usl, lsl } = specLimits(nominal, upperTolerance, lowerTolerance);
  if (!Number.isFinite(usl) || !Number.isFinite(lsl))
    return fail('not_computable', M.notComputable, 'nominal');
  if (!(usl > lsl)) return fail('invalid_tolerance', M.invalidTolerance, 'upperTolerance');
  if (values.length < 5) return fail('too_few', M.tooFew, 'values');
  for (let i = 0; i < values.length; i++) {
    if (!Number.isFinite(values[i])) return fail('non_finite', M.nonFiniteValue, 'values');
  }
  return null;
}

/**
 * Expected ppm outside the limits for N(mean, sigma²): 10⁶·Φ((LSL − x̄)/σ), 10⁶·(1 − Φ((USL − x̄)/σ)).
 * @internal
 */
export function expectedPpm(mean: number, sigma: number, lsl: number, usl: number): TPpm {
  const belowLsl = normalCdf((lsl - mean) / sigma) * PPM;
  const aboveUsl = normalSurvival((usl - mean) / sigma) * PPM;
  // the two tails cannot overlap when LSL < USL; the clamp only absorbs rounding
  return { belowLsl, aboveUsl, total: Math.min(PPM, belowLsl + aboveUsl) };
}

function indices(usl: number, lsl: number, mean: number, sigma: number) {
  const cpkUpper = (usl - mean) / (3 * sigma);
  const cpkLower = (mean - lsl) / (3 * sigma);
  return { cp: (usl - lsl) / (6 * sigma), cpk: Math.min(cpkUpper, cpkLower), cpkUpper, cpkLower };
}

/** Every number of the result, nested; used to refuse Infinity/NaN from extreme inputs. */
function allFinite(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return true; // outOfControl holds observation numbers only
  if (value !== null && typeof value === 'object') return Object.values(value).every(allFinite);
  return true;
}

/**
 * Process capability per the spec — Cp = (USL − LSL)/6s, Cpk = min((USL − x̄)/3s, (x̄ − LSL)/3s) with s
 * the sample standard deviation (n − 1) — plus within-subgroup indices (σ = MR̄/d2, d2 = 1.128), expected
 * ppm under normality, the Anderson-Darling normality test and I-MR limits (Montgomery, SQC, §6.4, §8.2).
 * Full precision; round with round4 for display.
 */
export function calculateCapability(input: CapabilityInput): CapabilityOutcome {
  const invalid = validate(input);
  if (invalid) return invalid;
  const { values } = input;
  const { usl, lsl } = specLimits(input.nominal, input.upperTolerance, input.lowerTolerance);
  const summary = summarize(values);
  // min === max is exact, unlike s === 0, which the rounding of the mean can miss
  if (summary.min === summary.max) return fail('zero_spread', M.zeroSpread, 'values');

  const { mean, standardDeviation: s, mrBar } = summary;
  const sigmaWithin = mrBar / IMR_CONSTANTS.d2;
  const overall = indices(usl, lsl, mean, s);
  const capabilityClass = classifyCpk(overall.cpk);
  const normality = andersonDarlingNormality(values, mean, s);
  if (normality === null) return fail('not_computable', M.notComputable, 'values');

  const result: TCapabilityResult = {
    n: summary.n,
    mean,
    standardDeviation: s,
    usl,
    lsl,
    ...overall,
    processCapability: {
      id: capabilityClass.id,
      label: capabilityClass.label,
      colour: capabilityClass.colour,
    },
    recommendation: capabilityClass.recommendation,
    within: { mrBar, sigma: sigmaWithin, ...indices(usl, lsl, mean, sigmaWithin) },
    ppm: expectedPpm(mean, s, lsl, usl),
    ppmWithin: expectedPpm(mean, sigmaWithin, lsl, usl),
    normality,
    imr: computeImrLimits(values, mean, mrBar),
    min: summary.min,
    max: summary.max,
  };
  // values near ±1e308 or spreads near 1e-308 overflow the formulas: say so instead of returning Infinity
  if (!allFinite(result)) return fail('not_computable', M.notComputable, 'values');
  return { ok: true, result };
}
