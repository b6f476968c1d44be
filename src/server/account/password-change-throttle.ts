import { and, eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../domain/account/contract';
import type { Db } from '../db/database';
import { throttleCounters } from '../db/schema';
import { AppError } from '../http/app-error';

const PASSWORD_CHANGE_SCOPE = 'password_change';
const PASSWORD_CHANGE_WINDOW_MS = 15 * 60_000;
/** @internal */
export const MAX_PASSWORD_CHANGE_ATTEMPTS = 5;

const windowInterval = sql`make_interval(secs => ${PASSWORD_CHANGE_WINDOW_MS / 1000})`;

/**
 * Counts a password-change attempt of a user BEFORE the current password is checked, in one atomic
 * upsert: parallel requests cannot all pass a read-then-write check, and a stolen session gets at
 * most MAX_PASSWORD_CHANGE_ATTEMPTS guesses per window (on every instance: the counter is a row).
 * Past the limit the answer is 429, even for the right password, until the window has passed.
 */
export async function countPasswordChangeAttempt(db: Db, userId: string): Promise<void> {
  const c = throttleCounters;
  const windowOver = sql`${c.windowStartedAt} <= now() - ${windowInterval}`;
  const [row] = await db
    .insert(c)
    .values({ scope: PASSWORD_CHANGE_SCOPE, key: userId, hits: 1 })
    .onConflictDoUpdate({
      target: [c.scope, c.key],
      set: {
        hits: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${c.hits} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${windowOver} THEN now() ELSE ${c.windowStartedAt} END`,
        lastHitAt: sql`now()`,
      },
    })
    .returning({
      hits: c.hits,
      retryAfterS: sql<number>`ceil(extract(epoch from ${c.windowStartedAt} + ${windowInterval} - now()))::int`,
    });
  if (!row || row.hits <= MAX_PASSWORD_CHANGE_ATTEMPTS) return;
  const retryAfterS = Math.max(1, Number(row.retryAfterS));
  throw new AppError(
    429,
    'too_many_password_attempts',
    ACCOUNT_MESSAGES.tooManyPasswordAttempts(Math.ceil(retryAfterS / 60)),
    undefined,
    { 'retry-after': String(retryAfterS) },
  );
}

/** A correct current password clears the user's count. */
export async function clearPasswordChangeAttempts(db: Db, userId: string): Promise<void> {
  await db
    .delete(throttleCounters)
    .where(and(eq(throttleCounters.scope, PASSWORD_CHANGE_SCOPE), eq(throttleCounters.key, userId)));
}
