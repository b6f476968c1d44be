import { z } from 'zod';
import { FMEA_MESSAGES } from '../../domain/fmea/contract';
import { opaqueCursor } from '../http/opaque-cursor';

// updated_at as PostgreSQL prints it (microseconds and offset): a JS Date keeps only milliseconds,
// and a cursor rounded to the millisecond would skip FMEAs changed in the same millisecond.
const ZCursor = z.strictObject({
  u: z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/),
  i: z.uuid(),
});

const fmeaCursor = opaqueCursor(ZCursor, FMEA_MESSAGES.invalidCursor);

/** Opaque to the client: base64url of the last row's (updated_at, id); anything else back is a 400. */
export const encodeFmeaCursor = fmeaCursor.encode;
export const decodeFmeaCursor = fmeaCursor.decode;
