import { z } from 'zod';
import { parseDecimal } from './number-text';

/**
 * A form field typed as text ('7,5' or '7.5') checked by the contract's own number schema, so the
 * form shows the same message as the API. Text that is not a number reaches the schema as NaN.
 */
export function decimalText<S extends z.ZodType<unknown, number>>(schema: S) {
  return z
    .string()
    .transform((text) => parseDecimal(text) ?? Number.NaN)
    .pipe(schema);
}
