import type { Db } from '../db/database';
import { reserveAttempt, throttledError, type ThrottleRule } from './throttle-counter';

/**
 * At most 20 sign-up attempts per address and hour, counted in the database so that every instance
 * shares the count. One person signs up once, and 20 covers a training class registering together
 * behind the plant's NAT address; a script gets 20 accounts an hour instead of 300 in 4 seconds.
 * Every attempt that passes validation counts, also one refused as `username_taken`: each costs an
 * argon2 hash, and each 409 tells whether a username exists.
 * @internal
 */
export const SIGNUP_RULE = {
  kind: 'window',
  scope: 'signup_address',
  limit: 20,
  windowMs: 3600_000,
} satisfies ThrottleRule;

/** Counts a sign-up from this address before any work is done; 429 with `retry-after` past the limit. */
export async function reserveSignup(db: Db, address: string): Promise<void> {
  const result = await reserveAttempt(db, SIGNUP_RULE, address);
  if (!result.allowed)
    throw throttledError(
      'too_many_signups',
      'Bu adresten çok fazla üyelik denemesi yapıldı.',
      result.retryAfterS,
    );
}
