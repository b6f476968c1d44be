import { z } from 'zod';

/** Tables whose changes are pushed to browsers. */
const LIVE_TABLES = [
  'ai_analyses',
  'tasks',
  'task_activity',
  'notifications',
  'suggestions',
  'fmeas',
  'audit_documents',
  'audits',
  'org_profile',
] as const;
export type LiveTable = (typeof LIVE_TABLES)[number];

/** A row change, Supabase-style: `old` carries the key only (as with default replica identity). */
const ZTableEvent = z.object({
  table: z.enum(LIVE_TABLES),
  eventType: z.enum(['INSERT', 'UPDATE', 'DELETE']),
  new: z.record(z.string(), z.unknown()).nullable(),
  old: z.record(z.string(), z.unknown()).nullable(),
});
export type TTableEvent = z.infer<typeof ZTableEvent>;

const ZPresenceUser = z.object({ id: z.string(), fullName: z.string(), initials: z.string() });
export type TPresenceUser = z.infer<typeof ZPresenceUser>;

/** Who is online right now (all instances), sent on connect and whenever it changes. */
const ZPresenceEvent = z.object({ type: z.literal('presence'), users: z.array(ZPresenceUser) });

export const ZRealtimeMessage = z.union([ZTableEvent, ZPresenceEvent]);
export type TRealtimeMessage = z.infer<typeof ZRealtimeMessage>;

/** Spec: at most 10 realtime events are applied per second. */
export const REALTIME_EVENTS_PER_SECOND = 10;

/**
 * Close code of `/api/realtime` (RFC 6455 application range 4000–4999): the server stopped sending
 * because the client fell too far behind (its unsent backlog passed the server's per-socket cap).
 * Events it missed are not replayed: the client reconnects and refetches what it shows.
 */
export const REALTIME_RESYNC_CLOSE_CODE = 4008;

/**
 * Close code when the socket's session ended (signed out elsewhere, password changed, idle timeout):
 * the socket must stop receiving the user's private events at once. The client refetches, meets the
 * 401 and shows the login screen.
 */
export const REALTIME_SESSION_ENDED_CLOSE_CODE = 4401;
