import { ADMIN_ROLE, type TUser } from '../../domain/auth/contract';
import type { users } from '../db/schema';

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
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  };
}

/** tr-TR lower case: 'İsmail' → 'ismail', 'ISIK' → 'ısık'; the key of case-insensitive uniqueness. */
export function usernameKey(username: string): string {
  return username.trim().toLocaleLowerCase('tr-TR');
}
