import { z } from 'zod';
import { ZCapabilityRequest } from '../../../../domain/capability/contract';
import type { Measurements, SpecNumbers, SpecText } from '../hooks/use-calculator';
import { readSpecNumber } from '../utils/number-field';

/** The form holds the spec as typed; the measurements come from the chosen source (slots, paste, file, generator). */
export interface CapabilityFormValues extends SpecText {
  /** Never typed in the form: the contract's message about the measurements is filed under this name. */
  values?: undefined;
}

/**
 * The calculator's schema: the spec as typed (not a number counts as 0, as the spec says; a decimal
 * comma is a number) plus the source's measurements become the request, which the API's own contract
 * checks — the same messages as POST /api/calculations/capability, each under the field it concerns.
 */
export function capabilityFormSchema(measurements: (spec: SpecNumbers) => Measurements) {
  return z
    .object({
      nominal: z.string(),
      upperTolerance: z.string(),
      lowerTolerance: z.string(),
      values: z.undefined().optional(),
    })
    .transform((text, ctx) => {
      const spec = {
        nominal: readSpecNumber(text.nominal),
        upperTolerance: readSpecNumber(text.upperTolerance),
        lowerTolerance: readSpecNumber(text.lowerTolerance),
      };
      const outcome = measurements(spec);
      if (outcome.ok) return { ...spec, values: outcome.values };
      // the generator refuses only a spec the contract refuses too: its message, on the same field
      ctx.addIssue({ code: 'custom', message: outcome.error.message, path: [outcome.error.field] });
      return z.NEVER;
    })
    .pipe(ZCapabilityRequest);
}
