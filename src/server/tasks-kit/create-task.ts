import type { TUser } from '../../domain/auth/contract';
import type { TCreateTask, TTask } from '../../domain/tasks/contract';
import { taskSearchText } from '../../domain/tasks/task-filter';
import type { Db } from '../db/database';
import { tasks } from '../db/schema';
import { notifyUsers } from '../notify-kit/notify-users';
import { newTaskNotifications, notificationActor } from '../notify-kit/task-notifications';
import { requireAssignee } from './assignee';
import { recordActivity } from './task-activity';
import { getTask } from './task-queries';

/** Stores a new task (always 'todo', 0 hours done), logs it and notifies the assignee, in one transaction. */
export async function createTask(db: Db, actor: TUser, input: TCreateTask): Promise<TTask> {
  const id = await db.transaction(async (tx) => {
    const assignee = await requireAssignee(tx, input.assigneeId);
    const [row] = await tx
      .insert(tasks)
      .values({
        ...input,
        createdBy: actor.id,
        status: 'todo',
        completedHours: 0,
        searchText: taskSearchText({ ...input, assigneeName: assignee.fullName }),
      })
      .returning({ id: tasks.id });
    if (!row) throw new Error('task insert returned no row');
    await recordActivity(tx, [
      { taskId: row.id, taskTitle: input.title, userId: actor.id, action: 'created' },
    ]);
    await notifyUsers(
      tx,
      newTaskNotifications(await notificationActor(tx, actor), {
        id: row.id,
        title: input.title,
        assigneeId: input.assigneeId,
        createdById: actor.id,
        status: 'todo',
      }),
    );
    return row.id;
  });
  const task = await getTask(db, id, actor);
  if (!task) throw new Error('created task not found');
  return task;
}
