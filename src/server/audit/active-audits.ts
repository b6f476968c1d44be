import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { audits } from '../db/schema-audit';

/** The user's audits not finished yet (queued or running): each is a heavy job until it ends. */
export async function countActiveAudits(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(audits)
    .where(and(eq(audits.userId, userId), inArray(audits.status, ['queued', 'running'])));
  return row?.n ?? 0;
}
