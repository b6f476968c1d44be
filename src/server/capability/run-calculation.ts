import { calculateCapability, type CapabilityInput } from '../../domain/capability/capability';
import type { TCapabilityResult } from '../../domain/capability/contract';
import { AppError } from '../http/app-error';

/**
 * The capability calculation as the API runs it: the domain's Turkish message and field become a
 * 400 (zero spread, limits that do not make USL > LSL, values too large to compute).
 */
export function runCalculation(input: CapabilityInput): TCapabilityResult {
  const outcome = calculateCapability(input);
  if (!outcome.ok) throw new AppError(400, outcome.error.code, outcome.error.message, outcome.error.field);
  return outcome.result;
}
