import { eq } from 'drizzle-orm';
import { TASK_MESSAGES } from '../../domain/tasks/contract';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { badRequest } from '../http/app-error';

/** The assignee must be a real user: 400 with the Turkish message otherwise. */
export async function requireAssignee(db: Db, userId: string): Promise<{ id: string; fullName: string }> {
  const [row] = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw badRequest(TASK_MESSAGES.unknownAssignee, 'assigneeId');
  return row;
}
