/**
 * The evaluation set's groups. 'short' is the original set (titles of 1-30 words, its held-out split
 * unchanged since the model was fitted); 'long' and 'ascii' are the plant-style reports of issue 19.
 */
import type { EvalCase } from './eval-case';
import { EVAL_SET } from './eval-set';
import { ASCII_EVAL_SET } from './eval-set-ascii';
import { LONG_EVAL_SET } from './eval-set-long';

export const EVAL_GROUPS = {
  short: EVAL_SET,
  long: LONG_EVAL_SET,
  ascii: ASCII_EVAL_SET,
} as const satisfies Record<string, readonly EvalCase[]>;
export type EvalGroup = keyof typeof EVAL_GROUPS;

export const EVAL_GROUP_LABELS: Readonly<Record<EvalGroup, string>> = {
  short: 'short texts (title only)',
  long: 'long reports (title + 50-150 word description)',
  ascii: 'without Turkish letters',
};

/** Every case of every group. */
export const ALL_EVAL_CASES: readonly EvalCase[] = Object.values(EVAL_GROUPS).flat();
