import type { TCapabilityError } from './contract';
import { MAX_MEASUREMENTS } from './contract';
import { CAPABILITY_MESSAGES as M } from './messages';
import { roundTo } from './number-format';
import { hasValidSpecLimits, specLimits } from './spec-limits';
import { mulberry32 } from '../shared/mulberry32';

export interface GenerateSamplesInput {
  nominal: number;
  upperTolerance: number;
  lowerTolerance: number;
  /** Number of values (spec: 30). */
  count?: number;
  /** 32-bit seed; the same seed gives the same values. Omitted: a random seed (returned). */
  seed?: number;
}

export type GenerateSamplesOutcome =
  { ok: true; values: number[]; seed: number } | { ok: false; error: TCapabilityError };

/** Spec: 5 % of the generated values land just outside a spec limit. */
const OUTSIDE_PROBABILITY = 0.05;
const DECIMALS = 3;
const STEP = 10 ** -DECIMALS;

/**
 * Standard normal deviates by the Box-Muller transform (Box & Muller 1958), both of each pair used.
 * @internal
 */
export function normalDeviates(random: () => number): () => number {
  let spare: number | null = null;
  return () => {
    if (spare !== null) {
      const z = spare;
      spare = null;
      return z;
    }
    const u1 = 1 - random(); // (0, 1]: ln(0) must not happen
    const u2 = random();
    const r = Math.sqrt(-2 * Math.log(u1));
    spare = r * Math.sin(2 * Math.PI * u2);
    return r * Math.cos(2 * Math.PI * u2);
  };
}

/**
 * Automatic input mode (spec): `count` values ~ N(nominal, σ²) with σ = (upperTolerance + lowerTolerance)/12,
 * each with a 5 % chance of being placed just outside a spec limit (0.1σ–0.5σ beyond USL or LSL, side by
 * coin flip), rounded to 3 decimals. Centred on nominal, as a machine setter aims at nominal.
 */
export function generateSamples(input: GenerateSamplesInput): GenerateSamplesOutcome {
  const { nominal, upperTolerance, lowerTolerance, count = 30 } = input;
  if (!Number.isFinite(nominal)) return invalid('non_finite', M.nonFiniteNominal, 'nominal');
  if (!Number.isFinite(upperTolerance))
    return invalid('non_finite', M.nonFiniteUpperTolerance, 'upperTolerance');
  if (!Number.isFinite(lowerTolerance))
    return invalid('non_finite', M.nonFiniteLowerTolerance, 'lowerTolerance');
  if (!hasValidSpecLimits(nominal, upperTolerance, lowerTolerance)) {
    return invalid('invalid_tolerance', M.invalidTolerance, 'upperTolerance');
  }
  if (!Number.isInteger(count) || count < 1 || count > MAX_MEASUREMENTS) {
    return invalid('invalid_count', M.invalidCount, 'count');
  }
  const seed = (input.seed ?? Math.floor(Math.random() * 2 ** 32)) >>> 0;
  const random = mulberry32(seed);
  const gaussian = normalDeviates(random);
  const sigma = (upperTolerance + lowerTolerance) / 12;
  const { usl, lsl } = specLimits(nominal, upperTolerance, lowerTolerance);

  const values: number[] = [];
  for (let i = 0; i < count; i++) {
    if (random() < OUTSIDE_PROBABILITY) {
      const offset = sigma * (0.1 + 0.4 * random());
      values.push(random() < 0.5 ? justAbove(usl, offset) : justBelow(lsl, offset));
    } else {
      values.push(roundTo(nominal + sigma * gaussian(), DECIMALS));
    }
  }
  return { ok: true, values, seed };
}

// Rounding must not pull an "outside" value back onto or inside the limit (tiny tolerances, odd limits):
// step by 0.001 until it is outside; a couple of steps always suffice where 3 decimals exist at all.
function justAbove(usl: number, offset: number): number {
  let value = roundTo(usl + offset, DECIMALS);
  for (let step = 0; step < 3 && value <= usl; step++) value = roundTo(value + STEP, DECIMALS);
  return value > usl ? value : usl + Math.max(offset, Math.abs(usl) * 4 * Number.EPSILON);
}

function justBelow(lsl: number, offset: number): number {
  let value = roundTo(lsl - offset, DECIMALS);
  for (let step = 0; step < 3 && value >= lsl; step++) value = roundTo(value - STEP, DECIMALS);
  return value < lsl ? value : lsl - Math.max(offset, Math.abs(lsl) * 4 * Number.EPSILON);
}

function invalid(code: TCapabilityError['code'], message: string, field: TCapabilityError['field']) {
  return { ok: false, error: { code, message, field } } as const;
}
