import { z } from 'zod';
import { FMEA_MESSAGES } from '../../../domain/fmea/contract';
import { badRequest } from '../../http/app-error';

// The keyset of a lines page: the last line's risk key (riskiest-first order) and position.
const ZCursor = z.strictObject({ k: z.number().int(), p: z.number().int().min(0) });
export type LineCursor = z.infer<typeof ZCursor>;

/** Opaque to the client: base64url of the last line's (risk_key, position). */
export const encodeLineCursor = (c: LineCursor): string =>
  Buffer.from(JSON.stringify(c)).toString('base64url');

/** The cursor of a previous page; anything else is a 400 with the Turkish message. */
export function decodeLineCursor(text: string): LineCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(FMEA_MESSAGES.invalidCursor, 'cursor');
  }
  const result = ZCursor.safeParse(parsed);
  if (!result.success) throw badRequest(FMEA_MESSAGES.invalidCursor, 'cursor');
  return result.data;
}
