/**
 * Quality figures of the engineering-database analysis over a labelled set: top-1 and top-3
 * accuracy, off-topic rejection and calibration per confidence label. Pure; `npm run eval` prints them.
 */
import { confidenceLabel, type ConfidenceLabel } from '../build-report';

/** What one analysed case produced, next to what it should have. */
export interface EvalOutcome {
  expected: string | null;
  /** The report's entry (null = generic report). */
  reported: string | null;
  /** Ranked candidate entries, best first (the report's entry and its alternatives come from these). */
  ranked: readonly string[];
  confidence: number;
}

interface LabelRow {
  label: ConfidenceLabel;
  reports: number;
  right: number;
  /** right / reports, NaN when there were none. */
  accuracy: number;
  meanConfidence: number;
}

export interface EvalSummary {
  cases: number;
  inBase: number;
  offTopic: number;
  /** In-base cases whose report named the expected entry. */
  top1: number;
  /** In-base cases whose expected entry the search ranked first (shown or offered in the generic report). */
  rankedFirst: number;
  /** In-base cases whose expected entry was among the first three candidates. */
  top3: number;
  /** Off-topic cases that got the generic report. */
  offTopicRejection: number;
  /** Every case: the report is right (expected entry, or generic for off-topic). */
  overall: number;
  calibration: LabelRow[];
}

const LABELS: readonly ConfidenceLabel[] = ['Yüksek Güven', 'Orta Güven', 'Düşük Güven'];

const share = (count: number, total: number): number => (total === 0 ? Number.NaN : count / total);

function isRight(outcome: EvalOutcome): boolean {
  return outcome.reported === outcome.expected;
}

/** Summary figures; shares are 0-1. */
export function summarise(outcomes: readonly EvalOutcome[]): EvalSummary {
  const inBase = outcomes.filter((o) => o.expected !== null);
  const offTopic = outcomes.filter((o) => o.expected === null);
  const calibration = LABELS.map((label): LabelRow => {
    const rows = outcomes.filter((o) => confidenceLabel(o.confidence) === label);
    const right = rows.filter(isRight).length;
    const mean = rows.reduce((sum, o) => sum + o.confidence, 0);
    return {
      label,
      reports: rows.length,
      right,
      accuracy: share(right, rows.length),
      meanConfidence: share(mean, rows.length),
    };
  });
  return {
    cases: outcomes.length,
    inBase: inBase.length,
    offTopic: offTopic.length,
    top1: share(inBase.filter(isRight).length, inBase.length),
    rankedFirst: share(inBase.filter((o) => o.ranked[0] === o.expected).length, inBase.length),
    top3: share(
      inBase.filter((o) => o.expected !== null && o.ranked.slice(0, 3).includes(o.expected)).length,
      inBase.length,
    ),
    offTopicRejection: share(offTopic.filter((o) => o.reported === null).length, offTopic.length),
    overall: share(outcomes.filter(isRight).length, outcomes.length),
    calibration,
  };
}

/** Deterministic hold-out: every third case (index 2, 5, 8 …) is test, the rest tune. */
export function splitSet<T>(cases: readonly T[]): { tune: T[]; test: T[] } {
  return {
    tune: cases.filter((_, i) => i % 3 !== 2),
    test: cases.filter((_, i) => i % 3 === 2),
  };
}

export interface LogisticModel {
  bias: number;
  weights: number[];
}

/**
 * Logistic regression by batch gradient descent with a small L2 penalty (bias not penalised):
 * minimises the weighted mean log-loss + l2/2·|w|². Enough for a handful of features and a few
 * hundred rows. A row's `weight` (default 1) counts it that many times.
 */
export function fitLogistic(
  rows: readonly { x: readonly number[]; y: 0 | 1; weight?: number }[],
  options: { iterations?: number; rate?: number; l2?: number } = {},
): LogisticModel {
  const { iterations = 20_000, rate = 0.1, l2 = 0.01 } = options;
  const dims = rows[0]?.x.length ?? 0;
  const model: LogisticModel = { bias: 0, weights: Array.from({ length: dims }, () => 0) };
  const total = rows.reduce((sum, row) => sum + (row.weight ?? 1), 0);
  if (rows.length === 0 || total <= 0) return model;
  for (let step = 0; step < iterations; step++) {
    let gradBias = 0;
    const grad = Array.from({ length: dims }, () => 0);
    for (const { x, y, weight = 1 } of rows) {
      const z = x.reduce((sum, value, i) => sum + value * (model.weights[i] ?? 0), model.bias);
      const error = weight * (1 / (1 + Math.exp(-z)) - y);
      gradBias += error;
      x.forEach((value, i) => (grad[i] = (grad[i] ?? 0) + error * value));
    }
    model.bias -= (rate * gradBias) / total;
    model.weights = model.weights.map((w, i) => w - rate * ((grad[i] ?? 0) / total + l2 * w));
  }
  return model;
}
