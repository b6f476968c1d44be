import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { throttleCounters, trustedDevices } from '../db/schema';
import { AppError } from '../http/app-error';

/**
 * How one kind of counter in `throttle_counters` admits attempts.
 * - `backoff`: `free` attempts at once, then each further one waits twice as long as the one before
 *   (`firstDelayMs`, doubled, capped at `maxDelayMs`); forgotten `forgetAfterMs` after the last wait ends
 *   (or after the last attempt when there was none), so a patient attacker never gets a fresh start.
 * - `window`: at most `limit` attempts per fixed window of `windowMs` from the window's first attempt
 *   (ceilings shared by many people: they must recover on a clock, not only after a quiet period).
 */
export type ThrottleRule =
  | {
      kind: 'backoff';
      scope: string;
      free: number;
      firstDelayMs: number;
      maxDelayMs: number;
      forgetAfterMs: number;
    }
  | { kind: 'window'; scope: string; limit: number; windowMs: number };

export type Reservation = { allowed: true } | { allowed: false; retryAfterS: number };

const c = throttleCounters;
const seconds = (ms: number) => sql`make_interval(secs => ${ms / 1000}::float8)`;

/**
 * Counts one attempt BEFORE the work it guards, in a single `INSERT … ON CONFLICT DO UPDATE … WHERE`:
 * the row lock makes check-and-count one step, so of any number of concurrent requests (on any instance)
 * only as many as the rule admits get a row back. A refused attempt changes nothing.
 */
export async function reserveAttempt(db: Db, rule: ThrottleRule, key: string): Promise<Reservation> {
  const { expired, admitted, nextHits, blockedUntil, firstBlockedUntil } = ruleSql(rule);
  const rows = await db
    .insert(c)
    .values({ scope: rule.scope, key, hits: 1, blockedUntil: firstBlockedUntil })
    .onConflictDoUpdate({
      target: [c.scope, c.key],
      set: {
        hits: nextHits,
        windowStartedAt: sql`CASE WHEN ${expired} THEN now() ELSE ${c.windowStartedAt} END`,
        lastHitAt: sql`now()`,
        blockedUntil,
      },
      setWhere: sql`${expired} OR ${admitted}`,
    })
    .returning({ hits: c.hits });
  await cleanUpNowAndThen(db);
  if (rows.length > 0) return { allowed: true };
  const [row] = await db
    .select({ s: sql<number>`ceil(extract(epoch from ${c.blockedUntil} - now()))::int` })
    .from(c)
    .where(and(eq(c.scope, rule.scope), eq(c.key, key)));
  return { allowed: false, retryAfterS: Math.max(1, Number(row?.s ?? 1)) };
}

/**
 * Takes back one reserved attempt (it turned out not to be a failure, or was never tried). Lifting the
 * wait is right: a block exists only from the attempt that reached the threshold, and that is this one.
 */
export async function giveBackAttempt(db: Db, rule: ThrottleRule, key: string): Promise<void> {
  await db
    .update(c)
    .set({ hits: sql`greatest(${c.hits} - 1, 0)`, blockedUntil: null })
    .where(and(eq(c.scope, rule.scope), eq(c.key, key)));
}

/** Forgets a counter entirely (a successful login clears the failures of that account and client). */
export async function resetCounter(db: Db, rule: ThrottleRule, key: string): Promise<void> {
  await db.delete(c).where(and(eq(c.scope, rule.scope), eq(c.key, key)));
}

function ruleSql(rule: ThrottleRule) {
  if (rule.kind === 'backoff') {
    // A wait, when there is one, ends after the last attempt; the counter is forgotten a quiet period later.
    const expired = sql`now() >= coalesce(${c.blockedUntil}, ${c.lastHitAt}) + ${seconds(rule.forgetAfterMs)}`;
    const nextHits = sql`CASE WHEN ${expired} THEN 1 ELSE ${c.hits} + 1 END`;
    const delay = (hits: SQL) =>
      sql`make_interval(secs => least(${rule.maxDelayMs / 1000}::float8,
        ${rule.firstDelayMs / 1000}::float8 * power(2::float8, least(${hits} - ${rule.free}::int, 30)::float8)))`;
    return {
      expired,
      admitted: sql`(${c.blockedUntil} IS NULL OR ${c.blockedUntil} <= now())`,
      nextHits,
      // The attempt that uses up the free ones already sets the wait, so concurrent requests see it.
      blockedUntil: sql`CASE WHEN ${nextHits} >= ${rule.free}::int THEN now() + ${delay(nextHits)} END`,
      firstBlockedUntil: rule.free <= 1 ? sql`now() + ${delay(sql`1`)}` : null,
    };
  }
  const expired = sql`now() >= ${c.windowStartedAt} + ${seconds(rule.windowMs)}`;
  const nextHits = sql`CASE WHEN ${expired} THEN 1 ELSE ${c.hits} + 1 END`;
  const windowEnd = sql`CASE WHEN ${expired} THEN now() ELSE ${c.windowStartedAt} END + ${seconds(rule.windowMs)}`;
  return {
    expired,
    admitted: sql`${c.hits} < ${rule.limit}::int`,
    nextHits,
    blockedUntil: sql`CASE WHEN ${nextHits} >= ${rule.limit}::int THEN ${windowEnd} END`,
    firstBlockedUntil: rule.limit <= 1 ? sql`now() + ${seconds(rule.windowMs)}` : null,
  };
}

/**
 * Every rule's counter is dead a day after its last attempt (windows and waits are at most an hour),
 * and so is an expired trusted device. Deleting them costs an index range scan, run at most every
 * ten minutes per instance rather than on every request.
 */
const STALE_AFTER_MS = 24 * 3600_000;
const CLEANUP_EVERY_MS = 10 * 60_000;
const nextCleanup = new WeakMap<Db, number>();

async function cleanUpNowAndThen(db: Db): Promise<void> {
  const now = Date.now();
  if ((nextCleanup.get(db) ?? 0) > now) return;
  nextCleanup.set(db, now + CLEANUP_EVERY_MS);
  // A failed clean-up must not fail the login; the next one retries.
  await deleteStaleThrottleRows(db).catch(() => {});
}

/** @internal */
export async function deleteStaleThrottleRows(db: Db): Promise<void> {
  await db.delete(c).where(lt(c.lastHitAt, sql`now() - ${seconds(STALE_AFTER_MS)}`));
  await db.delete(trustedDevices).where(lt(trustedDevices.expiresAt, sql`now()`));
}

/** The 429 of a throttled operation: a Turkish message saying how long to wait, and `retry-after`. */
export function throttledError(code: string, reason: string, retryAfterS: number): AppError {
  const wait = retryAfterS < 60 ? `${retryAfterS} saniye` : `${Math.ceil(retryAfterS / 60)} dakika`;
  return new AppError(429, code, `${reason} Lütfen ${wait} sonra tekrar deneyin.`, undefined, {
    'retry-after': String(retryAfterS),
  });
}
