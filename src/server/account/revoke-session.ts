import { and, eq, ne } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '../../domain/account/contract';
import type { SessionStore } from '../auth-kit/session-store';
import type { Db } from '../db/database';
import { sessions } from '../db/schema';
import { AppError, notFound } from '../http/app-error';
import { liveSessionRows } from './list-sessions';
import { publicSessionId } from './present-session';

/**
 * Ends one of the caller's other sessions, named by its public id. Only the caller's own sessions
 * are searched, so another user's id answers 404 exactly like an unknown one. Deleting the row
 * NOTIFYs every instance, which drops it from their session caches.
 */
export async function revokeSession(
  db: Db,
  store: SessionStore,
  userId: string,
  currentSessionId: string,
  publicId: string,
): Promise<void> {
  const rows = await liveSessionRows(db, store, userId);
  const target = rows.find((row) => publicSessionId(row.id) === publicId);
  if (!target) throw notFound(ACCOUNT_MESSAGES.sessionNotFound);
  if (target.id === currentSessionId)
    throw new AppError(400, 'current_session', ACCOUNT_MESSAGES.currentSession);
  store.evictSession(target.id);
  await db.delete(sessions).where(and(eq(sessions.id, target.id), eq(sessions.userId, userId)));
}

/** Ends every session of the user except `keepSessionId`; returns how many were ended. */
export async function revokeOtherSessions(
  db: Db,
  store: SessionStore,
  userId: string,
  keepSessionId: string,
): Promise<number> {
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  for (const { id } of removed) store.evictSession(id);
  return removed.length;
}
