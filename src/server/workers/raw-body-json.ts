import type { z } from 'zod';

/** The error body of a request a pool thread refused; the route answers it as a 400. */
export interface BodyRefusal {
  code: string;
  message: string;
  field?: string;
}

// Same text as the error handler's answer to a body Fastify's own JSON parser refuses.
const INVALID_JSON_MESSAGE = 'İstek gövdesi geçerli bir JSON değil.';

/** The first zod issue as the error handler words a route validation failure (field = path or unknown keys). */
export function zodRefusal(issue: z.core.$ZodIssue | undefined): BodyRefusal {
  const field =
    issue?.code === 'unrecognized_keys'
      ? issue.keys.join(', ')
      : issue?.path.map(String).join('.') || undefined;
  const error = { code: 'validation_error', message: issue?.message ?? 'Geçersiz istek' };
  return field ? { ...error, field } : error;
}

/**
 * A raw JSON body parsed on a pool thread, from the parts it arrived in (joined here, off the event
 * loop); a leading byte-order mark is accepted, as Fastify's parser does.
 */
export function parseJsonBytes(
  parts: readonly Uint8Array[],
): { ok: true; json: unknown } | { ok: false; error: BodyRefusal } {
  let text = Buffer.concat(parts).toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  try {
    return { ok: true, json: JSON.parse(text) };
  } catch {
    return { ok: false, error: { code: 'invalid_json', message: INVALID_JSON_MESSAGE } };
  }
}
