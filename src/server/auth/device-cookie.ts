import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { trustedDevices } from '../db/schema';

/**
 * OWASP "device cookie": a browser where a user has signed in before. It holds up to
 * MAX_DEVICE_TOKENS random tokens (one per account, newest first) because a plant terminal is shared
 * by a shift; only the tokens' sha-256 is stored, in `trusted_devices`.
 */
export const DEVICE_COOKIE = 'ka_device';
export const DEVICE_TTL_MS = 180 * 24 * 3600_000;
const MAX_DEVICE_TOKENS = 5;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The well-formed tokens of a device cookie (anything else in it is ignored). */
export function readDeviceTokens(cookie: string | undefined): string[] {
  if (!cookie) return [];
  return cookie
    .split('.')
    .slice(0, MAX_DEVICE_TOKENS)
    .filter((token) => TOKEN_PATTERN.test(token));
}

export interface PresentedDevice {
  /** The token of the presented cookie that is trusted for this user. */
  token: string;
  /** Its row id (the token's hash). */
  id: string;
}

/**
 * The presented token trusted for `userId`, if any. The query runs whenever tokens are presented,
 * whether or not the username exists, so its time reveals nothing about which names exist.
 */
export async function findTrustedDevice(
  db: Db,
  userId: string | undefined,
  tokens: string[],
): Promise<PresentedDevice | null> {
  if (tokens.length === 0) return null;
  const byId = new Map(tokens.map((token) => [hashToken(token), token]));
  const rows = await db
    .select({ id: trustedDevices.id, userId: trustedDevices.userId })
    .from(trustedDevices)
    .where(and(inArray(trustedDevices.id, [...byId.keys()]), gt(trustedDevices.expiresAt, sql`now()`)));
  const row = rows.find((r) => r.userId === userId);
  const token = row && byId.get(row.id);
  return row && token ? { id: row.id, token } : null;
}

/**
 * After a successful login: keeps the presented device trusted for another DEVICE_TTL_MS, or trusts
 * this browser with a new token. Returns the cookie value to set (this account's token first).
 */
export async function trustDevice(
  db: Db,
  userId: string,
  presented: PresentedDevice | null,
  tokens: string[],
): Promise<string> {
  const expiresAt = new Date(Date.now() + DEVICE_TTL_MS);
  let token: string;
  if (presented) {
    token = presented.token;
    await db
      .update(trustedDevices)
      .set({ lastUsedAt: sql`now()`, expiresAt })
      .where(eq(trustedDevices.id, presented.id));
  } else {
    token = randomBytes(32).toString('base64url');
    await db.insert(trustedDevices).values({ id: hashToken(token), userId, expiresAt });
  }
  const others = tokens.filter((t) => t !== token);
  return [token, ...others].slice(0, MAX_DEVICE_TOKENS).join('.');
}
