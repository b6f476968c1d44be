import { nameSimilarity, SAME_STEP } from '../text/name-similarity';
import type { Step } from './steps';

/** Steps of one document kind, indexed by operation key and by name stem so matching stays near-linear. */
export interface StepIndex {
  readonly steps: readonly Step[];
  readonly byKey: ReadonlyMap<string, readonly Step[]>;
  readonly byStem: ReadonlyMap<string, readonly Step[]>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function indexSteps(steps: readonly Step[]): StepIndex {
  const byKey = new Map<string, Step[]>();
  const byStem = new Map<string, Step[]>();
  for (const step of steps) {
    for (const key of step.keys) push(byKey, key, step);
    for (const stem of new Set(step.stems)) push(byStem, stem, step);
  }
  return { steps, byKey, byStem };
}

/** Steps sharing an operation key with `step`. */
export function stepsWithKey(step: Step, index: StepIndex): Step[] {
  return [...new Set(step.keys.flatMap((key) => index.byKey.get(key) ?? []))];
}

// Comparing every pair is fine for small documents (typo tolerance across all words); beyond this
// many pairs only steps sharing a word stem are compared, which keeps a big PFMEA linear.
const BRUTE_FORCE_LIMIT = 400;

/** The most similar step by name at or above SAME_STEP, or null. */
export function bestByName(step: Step, index: StepIndex): Step | null {
  if (step.stems.length === 0) return null;
  const candidates =
    index.steps.length <= BRUTE_FORCE_LIMIT
      ? index.steps
      : [...new Set(step.stems.flatMap((stem) => index.byStem.get(stem) ?? []))];
  let best: Step | null = null;
  let bestScore = SAME_STEP;
  for (const candidate of candidates) {
    const score = nameSimilarity(step.stems, candidate.stems);
    if (score >= bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
