import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, getTableColumns, isNull, lt, or, sql } from 'drizzle-orm';
import {
  API_TOKEN_MESSAGES,
  API_TOKEN_PREFIX,
  API_TOKENS_PER_USER,
  type TApiToken,
} from '../../domain/feeds/contract';
import type { SessionUser } from '../auth-kit/session-store';
import { presentUser } from '../auth-kit/present-user';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { apiTokens } from '../db/schema-feeds';
import { AppError, notFound } from '../http/app-error';

/** 'kat_' + 43 base64url characters (256 random bits). Anything else is refused before a query. */
const TOKEN_SHAPE = /^kat_[A-Za-z0-9_-]{43}$/;
/** `last_used_at` is written at most this often per token: not on every request. */
const TOUCH_EVERY_MS = 60_000;
/** Marks a request authenticated by an API token rather than a session cookie. */
const API_TOKEN_SESSION_PREFIX = 'api-token:';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

type TokenRow = Pick<typeof apiTokens.$inferSelect, 'id' | 'name' | 'prefix' | 'createdAt' | 'lastUsedAt'>;

function presentApiToken(row: TokenRow): TApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: `${row.prefix}…`,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  };
}

const listed = {
  id: apiTokens.id,
  name: apiTokens.name,
  prefix: apiTokens.prefix,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
};

/** The user's own tokens, newest first (nobody sees another user's tokens, a Yönetici neither). */
export async function listApiTokens(db: Db, userId: string): Promise<TApiToken[]> {
  const rows = await db
    .select(listed)
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt));
  return rows.map(presentApiToken);
}

/** Creates a token; returns it once with its secret (only the hash is stored). */
export async function createApiToken(
  db: Db,
  userId: string,
  name: string,
): Promise<{ token: TApiToken; secret: string }> {
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    // Serialises this user's creations so two concurrent requests cannot both pass the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api_tokens:${userId}`}))`);
    const [existing] = await tx.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
    if (Number(existing?.n ?? 0) >= API_TOKENS_PER_USER)
      throw new AppError(409, 'too_many_tokens', API_TOKEN_MESSAGES.tooMany);
    const [row] = await tx
      .insert(apiTokens)
      .values({
        userId,
        name,
        tokenHash: hashToken(secret),
        prefix: secret.slice(0, API_TOKEN_PREFIX.length + 4),
      })
      .returning(listed);
    if (!row) throw new Error('api token insert returned nothing');
    return { token: presentApiToken(row), secret };
  });
}

/** Revokes one of the user's own tokens; another user's id is 404, as an unknown one. */
export async function revokeApiToken(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  if (deleted.length === 0) throw notFound(API_TOKEN_MESSAGES.notFound);
}

/**
 * The user a Bearer token speaks for, or null (unknown, revoked, malformed, or the account is
 * deactivated). Never cached: a revoked token is refused on the next request, on every instance.
 */
export async function resolveApiToken(db: Db, token: string): Promise<SessionUser | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ ...getTableColumns(users), tokenId: apiTokens.id })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, hashToken(token)), eq(users.active, true)))
    .limit(1);
  if (!row) return null;
  const { tokenId, ...user } = row;
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiTokens.id, tokenId),
        or(
          isNull(apiTokens.lastUsedAt),
          lt(apiTokens.lastUsedAt, sql`now() - make_interval(secs => ${TOUCH_EVERY_MS / 1000})`),
        ),
      ),
    );
  return { sessionId: `${API_TOKEN_SESSION_PREFIX}${tokenId}`, user: presentUser(user) };
}
