import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type TChangePasswordRequest } from '../../domain/account/contract';
import { hashPassword, verifyPassword } from '../auth-kit/password';
import type { SessionStore } from '../auth-kit/session-store';
import type { Db } from '../db/database';
import { trustedDevices, users } from '../db/schema';
import { AppError } from '../http/app-error';
import { clearPasswordChangeAttempts, countPasswordChangeAttempt } from './password-change-throttle';
import { revokeOtherSessions } from './revoke-session';

/**
 * `PUT /api/account/password`: checks the current password (throttled), stores the new hash and ends
 * every other session and every trusted device of the user in one transaction; the session making the change stays signed in.
 * Returns how many other sessions were ended.
 */
export async function changePassword(
  db: Db,
  store: SessionStore,
  userId: string,
  currentSessionId: string,
  input: Required<TChangePasswordRequest>,
): Promise<number> {
  await countPasswordChangeAttempt(db, userId);
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword)))
    throw new AppError(400, 'wrong_password', ACCOUNT_MESSAGES.currentPasswordWrong, 'currentPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const revoked = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    // A browser that knew the old password is no longer trusted to bypass the wider login limits.
    await tx.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
    return revokeOtherSessions(tx, store, userId, currentSessionId);
  });
  await clearPasswordChangeAttempts(db, userId);
  return revoked;
}
