import { asc, eq } from 'drizzle-orm';
import type { TPlanTaskLinks } from '../../domain/fmea/plan-output-contract';
import type { Db } from '../db/database';
import { tasks, users } from '../db/schema';
import { fmeaPlanTasks } from '../db/schema-fmea-plan-tasks';

/** The tasks made from an FMEA's plan items with their current status (one indexed read). */
export async function listPlanTaskLinks(db: Db, fmeaId: string): Promise<TPlanTaskLinks> {
  const rows = await db
    .select({
      itemId: fmeaPlanTasks.itemId,
      rowId: fmeaPlanTasks.rowId,
      taskId: tasks.id,
      title: tasks.title,
      status: tasks.status,
      priority: tasks.priority,
      dueDate: tasks.dueDate,
      assigneeName: users.fullName,
      createdAt: fmeaPlanTasks.createdAt,
    })
    .from(fmeaPlanTasks)
    .innerJoin(tasks, eq(tasks.id, fmeaPlanTasks.taskId))
    .innerJoin(users, eq(users.id, tasks.assigneeId))
    .where(eq(fmeaPlanTasks.fmeaId, fmeaId))
    .orderBy(asc(fmeaPlanTasks.createdAt), asc(fmeaPlanTasks.taskId));
  return { links: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}
