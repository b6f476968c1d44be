import { asc } from 'drizzle-orm';
import { ADMIN_ROLE, type TUser } from '../../domain/auth/contract';
import type { TDirectoryUser } from '../../domain/users/contract';
import { canSeeInDirectory } from '../../domain/users/permissions';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { presentDirectoryUser, type DirectoryRow } from './present-directory-user';

export const directoryColumns = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  role: users.role,
  position: users.position,
  department: users.department,
  active: users.active,
  approved: users.approved,
  email: users.email,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
};

/**
 * Every account, by name (pickers use the active ones; a Yönetici's screen shows all, the accounts
 * awaiting approval too; colleagues never see those, nobody can assign them work).
 */
export async function listUsers(db: Db, reader: TUser): Promise<TDirectoryUser[]> {
  const rows: DirectoryRow[] = await db.select(directoryColumns).from(users).orderBy(asc(users.fullName));
  const admins = rows.filter((r) => r.active && r.role === ADMIN_ROLE).length;
  return rows
    .filter((row) => canSeeInDirectory(reader, row))
    .map((row) => presentDirectoryUser(row, reader, admins));
}
