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

// Comparing every pair is fine for small documents (typo tolerance across all words). Beyond this
// many steps only the steps sharing the most word stems are compared, so a big PFMEA stays linear.
const BRUTE_FORCE_LIMIT = 400;
const CANDIDATES = 24;

function candidatesOf(step: Step, index: StepIndex): readonly Step[] {
  if (index.steps.length <= BRUTE_FORCE_LIMIT) return index.steps;
  const shared = new Map<Step, number>();
  for (const stem of new Set(step.stems)) {
    for (const other of index.byStem.get(stem) ?? []) shared.set(other, (shared.get(other) ?? 0) + 1);
  }
  if (shared.size <= CANDIDATES) return [...shared.keys()];
  return mostShared(shared, CANDIDATES);
}

/** The `limit` keys with the highest counts; counts are small (words of a name), so buckets, not a sort. */
export function mostShared<T>(shared: ReadonlyMap<T, number>, limit: number): T[] {
  const buckets: T[][] = [];
  for (const [item, count] of shared) (buckets[count] ??= []).push(item);
  const result: T[] = [];
  for (let count = buckets.length - 1; count > 0 && result.length < limit; count--) {
    for (const item of buckets[count] ?? []) {
      if (result.length === limit) break;
      result.push(item);
    }
  }
  return result;
}

/** The most similar step by name at or above SAME_STEP, or null. */
export function bestByName(step: Step, index: StepIndex): Step | null {
  if (step.stems.length === 0) return null;
  let best: Step | null = null;
  let bestScore = SAME_STEP;
  for (const candidate of candidatesOf(step, index)) {
    const score = nameSimilarity(step.stems, candidate.stems);
    if (score >= bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
