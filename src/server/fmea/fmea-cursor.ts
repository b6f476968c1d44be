import { z } from 'zod';
import { FMEA_MESSAGES } from '../../domain/fmea/contract';
import { badRequest } from '../http/app-error';

// updated_at as PostgreSQL prints it (microseconds and offset): a JS Date keeps only milliseconds,
// and a cursor rounded to the millisecond would skip FMEAs changed in the same millisecond.
const ZCursor = z.strictObject({
  u: z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/),
  i: z.uuid(),
});
export type FmeaCursor = z.infer<typeof ZCursor>;

/** Opaque to the client: base64url of the last row's (updated_at, id). */
export const encodeFmeaCursor = (c: FmeaCursor): string =>
  Buffer.from(JSON.stringify(c)).toString('base64url');

/** The cursor of a previous page; anything else is a 400 with the Turkish message. */
export function decodeFmeaCursor(text: string): FmeaCursor {
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
