// Generic zod messages (wrong type, unknown key) must be Turkish on this thread too.
import '../../domain/shared/zod-locale';
import type { z } from 'zod';
import { calculateCapability } from '../../domain/capability/capability';
import { ZCapabilityRequest, type TCapabilityResult } from '../../domain/capability/contract';

/** The error body fields of a refused calculation; the route answers them as a 400. */
export interface CalculationRefusal {
  code: string;
  message: string;
  field?: string;
}

export type CalculationOutcome =
  { ok: true; result: TCapabilityResult } | { ok: false; error: CalculationRefusal };

// Same text as the error handler's answer to a body Fastify's own JSON parser refuses.
export const INVALID_JSON_MESSAGE = 'İstek gövdesi geçerli bir JSON değil.';

/** The first zod issue as the error handler words a route validation failure (field = path or unknown keys). */
function refusal(issue: z.core.$ZodIssue | undefined): CalculationRefusal {
  const field =
    issue?.code === 'unrecognized_keys'
      ? issue.keys.join(', ')
      : issue?.path.map(String).join('.') || undefined;
  const error = { code: 'validation_error', message: issue?.message ?? 'Geçersiz istek' };
  return field ? { ...error, field } : error;
}

/** Validates a parsed body with the route's shared schema, then computes; domain refusals keep their code. */
export function calculateFromBody(body: unknown): CalculationOutcome {
  const parsed = ZCapabilityRequest.safeParse(body);
  if (!parsed.success) return { ok: false, error: refusal(parsed.error.issues[0]) };
  const outcome = calculateCapability(parsed.data);
  return outcome.ok ? outcome : { ok: false, error: outcome.error };
}

/**
 * Pool task: JSON.parse, zod validation and the statistics of a raw request body (up to 16 MiB,
 * 10⁶ values) — each of the three takes hundreds of milliseconds at that size, so none runs on the
 * event loop.
 */
export function calculateCapabilityTask(body: Uint8Array): CalculationOutcome {
  let text = Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
  // Fastify's JSON parser accepts a leading byte-order mark; so does this one.
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: { code: 'invalid_json', message: INVALID_JSON_MESSAGE } };
  }
  return calculateFromBody(json);
}
