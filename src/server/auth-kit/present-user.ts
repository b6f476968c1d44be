import { ADMIN_ROLE, type TUser } from '../../domain/auth/contract';
import { usernameSkeleton } from '../../domain/auth/username-skeleton';
import type { users } from '../db/schema';
import { setApartKeyFor } from './legacy-username-keys';

export type UserRow = typeof users.$inferSelect;

/** The API's view of a user: explicit fields only, so a hash can never leak. */
export function presentUser(row: UserRow): TUser {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    department: row.department,
    position: row.position,
    role: row.role,
    isAdmin: row.role === ADMIN_ROLE,
    active: row.active,
    approved: row.approved,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  };
}

/**
 * The key of username uniqueness and of login: the look-alike skeleton, so 'ADMIN', 'аdmin' (Cyrillic)
 * and 'ａｄｍｉｎ' all mean the account 'admin'. Only accounts that collided before skeletons existed and were set
 * apart at start-up (see rekey-usernames.ts) answer under their own key to the spellings they always used.
 */
export function usernameKey(username: string): string {
  return setApartKeyFor(username) ?? usernameSkeleton(username);
}
