import type { z } from 'zod';
import { badRequest } from './app-error';

/**
 * A keyset cursor the client passes back untouched: base64url of the last row's keys, checked by
 * `schema` on the way back; anything else is a 400 on `cursor` with the feature's Turkish message.
 */
export function opaqueCursor<S extends z.ZodType>(schema: S, invalidMessage: string) {
  return {
    encode: (keys: z.output<S>): string => Buffer.from(JSON.stringify(keys)).toString('base64url'),
    decode(text: string): z.output<S> {
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
      } catch {
        throw badRequest(invalidMessage, 'cursor');
      }
      const result = schema.safeParse(parsed);
      if (!result.success) throw badRequest(invalidMessage, 'cursor');
      return result.data;
    },
  };
}
