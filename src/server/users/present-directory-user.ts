import type { TUser } from '../../domain/auth/contract';
import type { TDirectoryUser } from '../../domain/users/contract';
import { canSeeAccountDetails, userCan } from '../../domain/users/permissions';
import type { UserRow } from '../auth-kit/present-user';

/** The directory's columns of a user row (never the hash). */
export type DirectoryRow = Pick<
  UserRow,
  | 'id'
  | 'username'
  | 'fullName'
  | 'role'
  | 'position'
  | 'department'
  | 'active'
  | 'approved'
  | 'email'
  | 'lastLoginAt'
  | 'createdAt'
>;

/**
 * A directory entry as `reader` may see it: e-mail, last login and creation date only for a
 * Yönetici (they manage accounts; colleagues only need a name, position and department to pick).
 */
export function presentDirectoryUser(row: DirectoryRow, reader: TUser, activeAdmins: number): TDirectoryUser {
  const entry: TDirectoryUser = {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    role: row.role,
    position: row.position,
    department: row.department,
    active: row.active,
    approved: row.approved,
    can: userCan(reader, row, activeAdmins),
  };
  if (!canSeeAccountDetails(reader)) return entry;
  return {
    ...entry,
    email: row.email,
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}
