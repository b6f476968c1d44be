import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';

/**
 * Names and departments of a batch's users, in one small query. The feeds read their table alone
 * (keyset on its own index, LIMIT) and add the names afterwards: a join in the batch query lets the
 * planner hash-join the whole table for every batch.
 */
export async function userNames(
  db: Db,
  ids: readonly (string | null)[],
): Promise<Map<string, { fullName: string; department: string }>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, department: users.department })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}
