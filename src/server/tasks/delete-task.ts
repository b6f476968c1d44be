import { eq } from 'drizzle-orm';
import type { TUser } from '../../domain/auth/contract';
import { TASK_MESSAGES } from '../../domain/tasks/contract';
import type { Db } from '../db/database';
import { tasks } from '../db/schema';
import { forbidden, notFound } from '../http/app-error';
import { notifyUsers } from '../notify-kit/notify-users';
import { notificationActor, taskDeletedNotifications } from '../notify-kit/task-notifications';
import { recordActivity } from '../tasks-kit/task-activity';
import { taskPermissions } from '../../domain/tasks/permissions';

/** Deletes a task (creator, assignee or Yönetici); the activity log keeps a line about it. */
export async function deleteTask(db: Db, actor: TUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(tasks).where(eq(tasks.id, id)).for('update').limit(1);
    if (!row) throw notFound(TASK_MESSAGES.notFound);
    if (!taskPermissions(actor, { assigneeId: row.assigneeId, createdById: row.createdBy }).delete) {
      throw forbidden(TASK_MESSAGES.forbiddenDelete);
    }
    await tx.delete(tasks).where(eq(tasks.id, id));
    await recordActivity(tx, [{ taskId: id, taskTitle: row.title, userId: actor.id, action: 'deleted' }]);
    await notifyUsers(
      tx,
      taskDeletedNotifications(await notificationActor(tx, actor), {
        id,
        title: row.title,
        assigneeId: row.assigneeId,
        createdById: row.createdBy,
        status: row.status,
      }),
    );
  });
}
