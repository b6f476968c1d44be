import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, type TLoginCredentials, type TUser } from '../../domain/auth/contract';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { AppError } from '../http/app-error';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle';
import { verifyAgainstDummy, verifyPassword } from './password';
import { presentUser, usernameKey } from './present-user';
import type { SessionStore } from './session-store';

export interface LoginResult {
  user: TUser;
  token: string;
  expiresAt: Date;
}

/** Checks the password (argon2id), throttles repeated failures, opens a session. */
export async function logIn(
  db: Db,
  store: SessionStore,
  input: TLoginCredentials,
  ip: string,
): Promise<LoginResult> {
  const key = usernameKey(input.username);
  await assertLoginAllowed(db, key, ip);
  const [row] = await db.select().from(users).where(eq(users.usernameKey, key)).limit(1);
  const ok = row
    ? await verifyPassword(row.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!row || !ok) {
    await recordLoginFailure(db, key, ip);
    throw new AppError(401, 'invalid_credentials', AUTH_MESSAGES.loginInvalid);
  }
  await clearLoginFailures(db, key);
  const [updated] = await db
    .update(users)
    .set({ lastLoginAt: new Date() })
    .where(eq(users.id, row.id))
    .returning();
  const session = await store.create(row.id);
  return { user: presentUser(updated ?? row), ...session };
}
