import { parseNumberTr } from '../../../../domain/capability/parse-measurements';

/** Spec: nominal and tolerance inputs step by 0.001. */
export const SPEC_STEP = 0.001;

/** Spec: a nominal or tolerance that is not a number counts as 0; a decimal comma is a number. */
export function readSpecNumber(text: string): number {
  return parseNumberTr(text) ?? 0;
}
