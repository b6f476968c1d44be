import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { TUser } from '../../domain/auth/contract';
import type { Db } from '../db/database';
import { sessions, users } from '../db/schema';
import { presentUser } from './present-user';

export const SESSION_COOKIE = 'ka_session';
export const SESSION_TTL_MS = 7 * 24 * 3600_000;
// Sessions live in the database; this cache only saves a query per request. Logout and user
// changes on any instance evict entries through LISTEN/NOTIFY, and the TTL bounds staleness.
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

export class SessionStore {
  private readonly cache = new Map<string, CacheEntry>();

  constructor(private readonly db: Db) {}

  /** Creates a session; returns the cookie token (only its hash is stored). */
  async create(userId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
    await this.db.insert(sessions).values({ id: hashToken(token), userId, expiresAt });
    return { token, expiresAt };
  }

  /** The cached session of a token, without touching the database (request hot path). */
  cached(token: string): SessionUser | undefined {
    const now = Date.now();
    const entry = this.cache.get(token);
    return entry && entry.cachedUntil > now && entry.expiresAt > now ? entry : undefined;
  }

  /** The signed-in user of a cookie token, or null when unknown or expired. */
  async resolve(token: string): Promise<SessionUser | null> {
    const hit = this.cached(token);
    if (hit) return hit;
    const id = hashToken(token);
    const now = Date.now();
    const [row] = await this.db
      .select({ user: users, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date(now))))
      .limit(1);
    if (!row) {
      this.cache.delete(token);
      return null;
    }
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    const entry: CacheEntry = {
      sessionId: id,
      user: presentUser(row.user),
      expiresAt: row.expiresAt.getTime(),
      cachedUntil: now + CACHE_TTL_MS,
    };
    // Keyed by the token itself so a cache hit needs no hashing; the database only ever sees hashes.
    this.cache.set(token, entry);
    return entry;
  }

  async destroy(sessionId: string): Promise<void> {
    this.evictSession(sessionId);
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
  }

  async deleteExpired(): Promise<void> {
    await this.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  }

  evictSession(sessionId: string): void {
    for (const [key, entry] of this.cache) if (entry.sessionId === sessionId) this.cache.delete(key);
  }

  evictUser(userId: string): void {
    for (const [key, entry] of this.cache) if (entry.user.id === userId) this.cache.delete(key);
  }
}
