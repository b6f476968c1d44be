import { desc, eq } from 'drizzle-orm';
import {
  ZActivityDetails,
  type TActivityDetails,
  type TTaskAction,
  type TTaskActivity,
} from '../../domain/tasks/insights-contract';
import type { Db } from '../db/database';
import { taskActivity, users } from '../db/schema';

export interface ActivityEntry {
  taskId: string;
  taskTitle: string;
  userId: string;
  action: TTaskAction;
  details?: TActivityDetails;
}

/** Appends lines to the activity log (inside the request's transaction). */
export async function recordActivity(db: Db, entries: readonly ActivityEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(taskActivity).values(entries.map((e) => ({ ...e, details: e.details ?? {} })));
}

const columns = { activity: taskActivity, userName: users.fullName };

function present(r: { activity: typeof taskActivity.$inferSelect; userName: string | null }): TTaskActivity {
  const a = r.activity;
  const details = ZActivityDetails.safeParse(a.details);
  return {
    id: a.id,
    taskId: a.taskId,
    taskTitle: a.taskTitle,
    userId: a.userId,
    userName: r.userName,
    action: a.action,
    details: details.success ? details.data : {},
    createdAt: a.createdAt.toISOString(),
  };
}

/** Latest activity, newest first; of one task when `taskId` is given. */
export async function listActivity(
  db: Db,
  query: { limit: number; taskId?: string },
): Promise<TTaskActivity[]> {
  const rows = await db
    .select(columns)
    .from(taskActivity)
    .leftJoin(users, eq(users.id, taskActivity.userId))
    .where(query.taskId ? eq(taskActivity.taskId, query.taskId) : undefined)
    .orderBy(desc(taskActivity.createdAt), desc(taskActivity.id))
    .limit(query.limit);
  return rows.map(present);
}

export async function getActivity(db: Db, id: string): Promise<TTaskActivity | null> {
  const [row] = await db
    .select(columns)
    .from(taskActivity)
    .leftJoin(users, eq(users.id, taskActivity.userId))
    .where(eq(taskActivity.id, id))
    .limit(1);
  return row ? present(row) : null;
}
