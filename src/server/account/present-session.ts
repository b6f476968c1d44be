import { createHash } from 'node:crypto';
import type { TAccountSession } from '../../domain/account/contract';
import { summariseUserAgent } from '../../domain/account/user-agent-summary';
import type { sessions } from '../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

/**
 * The id a browser sees for a session: a one-way hash of the session's database id (itself the
 * sha-256 of the cookie token). It names the session for 'Oturumu kapat' but cannot be turned into
 * the database id or the cookie, so the schema needs no extra column.
 */
export function publicSessionId(sessionId: string): string {
  return createHash('sha256').update(`session-public-id:${sessionId}`).digest('base64url').slice(0, 22);
}

/** The account screen's view of a session row: explicit fields, derived id, readable device. */
export function presentSession(row: SessionRow, currentSessionId: string): TAccountSession {
  return {
    id: publicSessionId(row.id),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ip: row.ip,
    userAgent: row.userAgent,
    device: summariseUserAgent(row.userAgent),
    current: row.id === currentSessionId,
  };
}
