export interface SpecLimits {
  /** Upper specification limit, USL = nominal + upperTolerance. */
  usl: number;
  /** Lower specification limit, LSL = nominal − lowerTolerance. */
  lsl: number;
}

/**
 * Spec limits from nominal and tolerances (spec: nominal + upper tolerance, nominal − lower tolerance).
 * Tolerances are magnitudes: +0.5/−0.1 is upperTolerance 0.5, lowerTolerance 0.1. A negative
 * tolerance is allowed (e.g. lowerTolerance −0.1 puts LSL above nominal, a band like +0.5/+0.1)
 * as long as USL > LSL.
 */
export function specLimits(nominal: number, upperTolerance: number, lowerTolerance: number): SpecLimits {
  return { usl: nominal + upperTolerance, lsl: nominal - lowerTolerance };
}

/** True when the limits are finite and USL > LSL after floating-point addition (what the formulas use). */
export function hasValidSpecLimits(nominal: number, upperTolerance: number, lowerTolerance: number): boolean {
  const { usl, lsl } = specLimits(nominal, upperTolerance, lowerTolerance);
  return Number.isFinite(usl) && Number.isFinite(lsl) && usl > lsl;
}
