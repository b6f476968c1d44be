// Generic zod messages (wrong type, unknown key) must be Turkish on this thread too.
import '../../domain/shared/zod-locale';
import { calculateCapability } from '../../domain/capability/capability';
import { ZCapabilityRequest, type TCapabilityResult } from '../../domain/capability/contract';

import { type BodyRefusal, parseJsonBytes, zodRefusal } from './raw-body-json';

/** The error body fields of a refused calculation; the route answers them as a 400. */
type CalculationRefusal = BodyRefusal;

export type CalculationOutcome =
  { ok: true; result: TCapabilityResult } | { ok: false; error: CalculationRefusal };

/** Validates a parsed body with the route's shared schema, then computes; domain refusals keep their code. */
export function calculateFromBody(body: unknown): CalculationOutcome {
  const parsed = ZCapabilityRequest.safeParse(body);
  if (!parsed.success) return { ok: false, error: zodRefusal(parsed.error.issues[0]) };
  const outcome = calculateCapability(parsed.data);
  return outcome.ok ? outcome : { ok: false, error: outcome.error };
}

/**
 * Pool task: JSON.parse, zod validation and the statistics of a raw request body (up to 16 MiB,
 * 10⁶ values) — each of the three takes hundreds of milliseconds at that size, so none runs on the
 * event loop.
 */
export function calculateCapabilityTask(body: readonly Uint8Array[]): CalculationOutcome {
  const parsed = parseJsonBytes(body);
  return parsed.ok ? calculateFromBody(parsed.json) : parsed;
}
