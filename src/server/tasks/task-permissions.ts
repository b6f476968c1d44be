import type { TUser } from '../../domain/auth/contract';
import type { TTask } from '../../domain/tasks/contract';

/**
 * Everyone signed in sees every task (team work tracking). Changing or deleting a task is for the
 * people it concerns: its creator, its assignee, or a Yönetici.
 */
export function mayModifyTask(user: TUser, task: Pick<TTask, 'assigneeId' | 'createdById'>): boolean {
  return user.isAdmin || task.assigneeId === user.id || task.createdById === user.id;
}
