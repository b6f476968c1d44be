import { eq } from 'drizzle-orm';
import type { TUpdateProfileRequest } from '../../domain/account/contract';
import type { TUser } from '../../domain/auth/contract';
import { presentUser } from '../auth-kit/present-user';
import type { SessionStore } from '../auth-kit/session-store';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { notFound } from '../http/app-error';
import { refreshAssigneeSearchText } from '../tasks-kit/refresh-search-text';

/**
 * `PATCH /api/account/profile`: name, department and position of the caller. The users trigger
 * NOTIFYs every instance, which evicts the user's cached sessions, so `/api/auth/me` shows the change
 * everywhere; this instance evicts at once so its very next request does too.
 */
export async function updateProfile(
  db: Db,
  store: SessionStore,
  userId: string,
  input: TUpdateProfileRequest,
): Promise<TUser> {
  // Drizzle leaves undefined fields out of the SET list.
  const changes = { fullName: input.fullName, department: input.department, position: input.position };
  const [row] = Object.values(changes).some((value) => value !== undefined)
    ? await db.update(users).set(changes).where(eq(users.id, userId)).returning()
    : await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound();
  // Task search matches the assignee's name, stored with each task.
  if (input.fullName !== undefined) await refreshAssigneeSearchText(db, userId);
  store.evictUser(userId);
  return presentUser(row);
}
