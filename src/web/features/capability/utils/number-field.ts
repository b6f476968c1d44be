import { parseNumberTr } from '../../../../domain/capability/parse-measurements';
import { formatRawNumberTr } from '../../../../domain/capability/number-format';

/** Spec: nominal and tolerance inputs step by 0.001. */
export const SPEC_STEP = 0.001;

/** Spec: a nominal or tolerance that is not a number counts as 0; a decimal comma is a number. */
export function readSpecNumber(text: string): number {
  return parseNumberTr(text) ?? 0;
}

/** A number as the user would type it back into a field. */
export const toFieldText = (value: number): string => formatRawNumberTr(value);
