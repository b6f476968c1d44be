import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, type TLoginCredentials, type TUser } from '../../domain/auth/contract';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { AppError } from '../http/app-error';
import { addressKey } from './address-key';
import { findTrustedDevice, trustDevice } from './device-cookie';
import { reserveLoginAttempt } from './login-throttle';
import { verifyAgainstDummy, verifyPassword } from '../auth-kit/password';
import { presentUser, usernameKey } from '../auth-kit/present-user';
import type { SessionStore } from '../auth-kit/session-store';

export interface LoginClient {
  ip: string;
  userAgent: string;
  /** Tokens of the browser's device cookie (see device-cookie.ts). */
  deviceTokens: string[];
}

export interface LoginResult {
  user: TUser;
  token: string;
  expiresAt: Date;
  /** New value of the device cookie: this browser is now trusted for the user. */
  deviceCookie: string;
}

/** Checks the password (argon2id) within the login throttle, opens a session, trusts the browser. */
export async function logIn(
  db: Db,
  store: SessionStore,
  input: TLoginCredentials,
  client: LoginClient,
): Promise<LoginResult> {
  const key = usernameKey(input.username);
  const [row] = await db.select().from(users).where(eq(users.usernameKey, key)).limit(1);
  const device = await findTrustedDevice(db, row?.id, client.deviceTokens);
  const attempt = await reserveLoginAttempt(db, {
    accountKey: key,
    address: addressKey(client.ip),
    deviceId: device?.id ?? null,
  });
  const ok = row
    ? await verifyPassword(row.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  // On failure the reservation stays: it is the record of this failed attempt.
  if (!row || !ok) throw new AppError(401, 'invalid_credentials', AUTH_MESSAGES.loginInvalid);
  await attempt.succeeded();
  // Only after the password matched: a guesser learns nothing about which accounts exist or are off.
  if (!row.active) throw new AppError(403, 'account_disabled', AUTH_MESSAGES.accountDisabled);
  const [updated] = await db
    .update(users)
    .set({ lastLoginAt: new Date() })
    .where(eq(users.id, row.id))
    .returning();
  const deviceCookie = await trustDevice(db, row.id, device, client.deviceTokens);
  const session = await store.create(row.id, { ip: client.ip, userAgent: client.userAgent });
  return { user: presentUser(updated ?? row), ...session, deviceCookie };
}
