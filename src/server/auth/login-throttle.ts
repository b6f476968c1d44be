import type { Db } from '../db/database';
import {
  giveBackAttempt,
  reserveAttempt,
  resetCounter,
  throttledError,
  type ThrottleRule,
} from './throttle-counter';

const MINUTE = 60_000;

/**
 * Login throttling after OWASP's "Slow Down Online Guessing Attacks with Device Cookies", in the
 * database so every instance shares it:
 * - the guesses of one client at one account (account + address, or account + trusted device) get 5
 *   free failures, then waits of 30 s, 1 min, 2 min … up to 15 min between attempts;
 * - a browser that signed in to the account before (valid device cookie) is counted only by its own
 *   counter: attackers elsewhere cannot lock its owner out;
 * - untrusted clients also share two ceilings per 15 minutes: one account from any number of addresses
 *   (a distributed guesser), and one address over any number of accounts (a password sprayer). They are
 *   high because a whole plant may sit behind one NAT address, and trusted devices never count towards them.
 * @internal
 */
export const LOGIN_RULES = {
  pair: backoff('login_pair'),
  device: backoff('login_device'),
  account: { kind: 'window', scope: 'login_account', limit: 50, windowMs: 15 * MINUTE },
  address: { kind: 'window', scope: 'login_address', limit: 100, windowMs: 15 * MINUTE },
} satisfies Record<string, ThrottleRule>;

function backoff(scope: string): ThrottleRule {
  return {
    kind: 'backoff',
    scope,
    free: 5,
    firstDelayMs: 30_000,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: 15 * MINUTE,
  };
}

export interface LoginAttemptSource {
  /** `usernameKey()` of the typed name, whether or not such a user exists. */
  accountKey: string;
  /** `addressKey()` of the client address. */
  address: string;
  /** The trusted device presented for this very account, if any. */
  deviceId: string | null;
}

export interface LoginReservation {
  /** The password was right: clear this client's failures and give back the shared reservations. */
  succeeded(): Promise<void>;
}

/**
 * Reserves one login attempt on every counter that applies, BEFORE the password is checked; the
 * reservations stay as the record of a failure. Throws 429 (with `retry-after`) when a counter refuses.
 */
export async function reserveLoginAttempt(db: Db, source: LoginAttemptSource): Promise<LoginReservation> {
  const { accountKey, address, deviceId } = source;
  // Always in this order, each an atomic single-row statement: no transaction holds two row locks.
  const counters: Array<{ rule: ThrottleRule; key: string; onSuccess: 'reset' | 'give back' }> = deviceId
    ? [{ rule: LOGIN_RULES.device, key: `${accountKey}|${deviceId}`, onSuccess: 'reset' }]
    : [
        { rule: LOGIN_RULES.pair, key: `${accountKey}|${address}`, onSuccess: 'reset' },
        { rule: LOGIN_RULES.account, key: accountKey, onSuccess: 'give back' },
        { rule: LOGIN_RULES.address, key: address, onSuccess: 'give back' },
      ];
  const reserved: typeof counters = [];
  for (const counter of counters) {
    const result = await reserveAttempt(db, counter.rule, counter.key);
    if (!result.allowed) {
      // The attempt is not tried, so it is no failure on the counters that did admit it.
      for (const done of reserved) await giveBackAttempt(db, done.rule, done.key);
      throw throttledError(
        'too_many_login_attempts',
        'Çok fazla başarısız giriş denemesi.',
        result.retryAfterS,
      );
    }
    reserved.push(counter);
  }
  return {
    async succeeded() {
      for (const { rule, key, onSuccess } of reserved) {
        if (onSuccess === 'reset') await resetCounter(db, rule, key);
        else await giveBackAttempt(db, rule, key);
      }
    },
  };
}
