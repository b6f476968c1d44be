import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_ROLE, type TUser } from '../../domain/auth/contract';
import { type TDirectoryUser, type TUpdateUserRequest, USER_MESSAGES } from '../../domain/users/contract';
import { canManageUsers, removesLastAdmin } from '../../domain/users/permissions';
import type { SessionStore } from '../auth-kit/session-store';
import type { Db } from '../db/database';
import { sessions, users } from '../db/schema';
import { AppError, forbidden, notFound } from '../http/app-error';
import { directoryColumns } from './list-users';
import { presentDirectoryUser } from './present-directory-user';

const lastAdminError = () => new AppError(409, 'last_admin', USER_MESSAGES.lastAdmin);

/**
 * Changes an account's role, activation and/or approval (Yönetici only). Approving a waiting account
 * lets it in at once: the users-row update evicts its cached sessions on every instance (the same
 * path as a role change), so its next request is resolved afresh and finds it approved. The active Yönetici rows are locked
 * (FOR UPDATE) before they are counted, so two admins demoting each other at once are serialised and
 * the second sees one admin left and is refused. Deactivating deletes the account's sessions in the
 * same transaction: each delete's NOTIFY evicts the session from every instance's cache and closes
 * its WebSockets (4401); the users-row update evicts the user's cached sessions everywhere too.
 */
export async function updateUser(
  db: Db,
  store: SessionStore,
  actor: TUser,
  id: string,
  change: TUpdateUserRequest,
): Promise<TDirectoryUser> {
  if (!canManageUsers(actor)) throw forbidden();
  const result = await db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, ADMIN_ROLE), eq(users.active, true)))
      .orderBy(users.id)
      .for('update');
    const [target] = await tx.select(directoryColumns).from(users).where(eq(users.id, id)).for('update');
    if (!target) throw new AppError(404, 'not_found', USER_MESSAGES.notFound);
    if (removesLastAdmin(target, change, admins.length)) throw lastAdminError();
    const [row] = await tx
      .update(users)
      .set({ ...change })
      .where(eq(users.id, id))
      .returning(directoryColumns);
    if (!row) throw notFound(USER_MESSAGES.notFound);
    if (change.active === false) await tx.delete(sessions).where(eq(sessions.userId, id));
    const [after] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.role, ADMIN_ROLE), eq(users.active, true)));
    return { row, admins: after?.n ?? 0 };
  });
  // This instance at once; the others through the NOTIFYs above.
  store.evictUser(id);
  return presentDirectoryUser(result.row, actor, result.admins);
}
