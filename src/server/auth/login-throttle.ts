import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Db } from '../db/database';
import { loginFailures } from '../db/schema';
import { AppError } from '../http/app-error';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_USERNAME = 5;
export const MAX_FAILURES_PER_IP = 30;

/**
 * Failed logins are counted in the database so every server instance sees them. Past the limit the
 * login answers 429 even with the right password until the window has passed.
 */
export async function assertLoginAllowed(db: Db, key: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS);
  const [byUser] = await db
    .select({ n: count(), oldest: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.usernameKey, key), gt(loginFailures.createdAt, since)));
  const [byIp] = await db
    .select({ n: count(), oldest: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since)));
  const blocking =
    byUser && byUser.n >= MAX_FAILURES_PER_USERNAME
      ? byUser
      : byIp && byIp.n >= MAX_FAILURES_PER_IP
        ? byIp
        : null;
  if (!blocking) return;
  const oldest = blocking.oldest ? new Date(blocking.oldest).getTime() : Date.now();
  const retryAfterS = Math.max(1, Math.ceil((oldest + THROTTLE_WINDOW_MS - Date.now()) / 1000));
  const minutes = Math.ceil(retryAfterS / 60);
  throw new AppError(
    429,
    'too_many_login_attempts',
    `Çok fazla başarısız giriş denemesi. Lütfen ${minutes} dakika sonra tekrar deneyin.`,
    undefined,
    { 'retry-after': String(retryAfterS) },
  );
}

export async function recordLoginFailure(db: Db, key: string, ip: string): Promise<void> {
  await db.insert(loginFailures).values({ usernameKey: key, ip });
  // Keep the table small: anything older than the window no longer counts.
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, new Date(Date.now() - THROTTLE_WINDOW_MS)));
}

export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.usernameKey, key));
}
