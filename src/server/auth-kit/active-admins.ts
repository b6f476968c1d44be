import { and, count, eq } from 'drizzle-orm';
import { ADMIN_ROLE } from '../../domain/auth/contract';
import type { Db } from '../db/database';
import { users } from '../db/schema';

/** Active Yönetici accounts: the last one is never demoted, whether by a colleague or by the directory (OIDC). */
export async function countActiveAdmins(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, ADMIN_ROLE), eq(users.active, true)));
  return row?.n ?? 0;
}
