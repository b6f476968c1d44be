import { and, desc, eq } from 'drizzle-orm';
import type { TAccountSession } from '../../domain/account/contract';
import type { SessionStore } from '../auth-kit/session-store';
import type { Db } from '../db/database';
import { sessions } from '../db/schema';
import { presentSession, type SessionRow } from './present-session';

/** The user's sessions that still count (neither expired nor idle), most recently used first. */
export function liveSessionRows(db: Db, store: SessionStore, userId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), store.liveCondition()))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** `GET /api/account/sessions`: the caller's own sessions, the current one first. */
export async function listSessions(
  db: Db,
  store: SessionStore,
  userId: string,
  currentSessionId: string,
): Promise<TAccountSession[]> {
  const rows = await liveSessionRows(db, store, userId);
  const presented = rows.map((row) => presentSession(row, currentSessionId));
  return [...presented.filter((s) => s.current), ...presented.filter((s) => !s.current)];
}
