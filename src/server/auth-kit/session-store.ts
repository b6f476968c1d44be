import { createHash, randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, gt, lt, lte, or, sql } from 'drizzle-orm';
import type { TUser } from '../../domain/auth/contract';
import type { Db } from '../db/database';
import { sessions, users } from '../db/schema';
import { presentUser } from './present-user';

export const SESSION_COOKIE = 'ka_session';
const SESSION_TTL_MS = 7 * 24 * 3600_000;
// Sessions live in the database; this cache only saves a query per request. Logout and user
// changes on any instance evict entries through LISTEN/NOTIFY, and the TTL bounds staleness.
// Each cache miss also touches `last_seen_at`: at most one write per 30 s per active session and instance.
const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 10_000;

export interface SessionUser {
  sessionId: string;
  user: TUser;
}

interface CacheEntry extends SessionUser {
  expiresAt: number;
  cachedUntil: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** SQL interval of a duration in milliseconds (the database's clock decides, not this process's). */
const interval = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

export class SessionStore {
  private readonly cache = new Map<string, CacheEntry>();

  /** `idleMs`: a session unused for longer is refused and deleted, whatever its absolute expiry. */
  constructor(
    private readonly db: Db,
    readonly idleMs: number,
  ) {}

  /** SQL condition of a session that is neither expired nor idle. */
  liveCondition() {
    return and(
      gt(sessions.expiresAt, sql`now()`),
      gt(sessions.lastSeenAt, sql`now() - ${interval(this.idleMs)}`),
    );
  }

  /** Creates a session; returns the cookie token (only its hash is stored). */
  async create(
    userId: string,
    client: { ip?: string; userAgent?: string } = {},
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await this.db.insert(sessions).values({
      id: hashToken(token),
      userId,
      expiresAt,
      ip: client.ip ?? '',
      // Bounded: it is only shown to the user to recognise a device.
      userAgent: (client.userAgent ?? '').slice(0, 300),
    });
    return { token, expiresAt };
  }

  /** The cached session of a token, without touching the database (request hot path). */
  cached(token: string): SessionUser | undefined {
    const now = Date.now();
    const entry = this.cache.get(token);
    return entry && entry.cachedUntil > now && entry.expiresAt > now ? entry : undefined;
  }

  /**
   * The signed-in user of a cookie token, or null when unknown, expired or idle. One UPDATE both
   * checks the session and touches `last_seen_at`; a session that fails the check is deleted, and
   * the delete's NOTIFY evicts it from every instance's cache.
   */
  async resolve(token: string): Promise<SessionUser | null> {
    const hit = this.cached(token);
    if (hit) return hit;
    const id = hashToken(token);
    const now = Date.now();
    const [row] = await this.db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .from(users)
      .where(
        and(
          eq(sessions.id, id),
          eq(users.id, sessions.userId),
          // A deactivated account's sessions are deleted at once; this guards any that slip through.
          eq(users.active, true),
          this.liveCondition(),
        ),
      )
      .returning({ ...getTableColumns(users), sessionExpiresAt: sessions.expiresAt });
    if (!row) {
      this.cache.delete(token);
      await this.db
        .delete(sessions)
        .where(
          and(
            eq(sessions.id, id),
            or(
              lte(sessions.expiresAt, sql`now()`),
              lte(sessions.lastSeenAt, sql`now() - ${interval(this.idleMs)}`),
            ),
          ),
        );
      return null;
    }
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    const { sessionExpiresAt, ...user } = row;
    const entry: CacheEntry = {
      sessionId: id,
      user: presentUser(user),
      expiresAt: sessionExpiresAt.getTime(),
      // Never cached past the idle limit, so a cache hit cannot serve an idle session.
      cachedUntil: now + Math.min(CACHE_TTL_MS, this.idleMs),
    };
    // Keyed by the token itself so a cache hit needs no hashing; the database only ever sees hashes.
    this.cache.set(token, entry);
    return entry;
  }

  async destroy(sessionId: string): Promise<void> {
    this.evictSession(sessionId);
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
  }

  /** Removes expired and idle sessions (periodic clean-up). */
  async deleteExpired(): Promise<void> {
    await this.db
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, sql`now()`),
          lt(sessions.lastSeenAt, sql`now() - ${interval(this.idleMs)}`),
        ),
      );
  }

  evictSession(sessionId: string): void {
    for (const [key, entry] of this.cache) if (entry.sessionId === sessionId) this.cache.delete(key);
  }

  evictUser(userId: string): void {
    for (const [key, entry] of this.cache) if (entry.user.id === userId) this.cache.delete(key);
  }
}
