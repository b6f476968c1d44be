import { useCallback, useState } from 'react';
import type { TTask, TTaskStatus } from '../../../../domain/tasks/contract';
import { errorMessage } from '../../../lib/api-client';
import { useMe } from '../../../lib/current-user';
import { useUpdateTask } from '../api/mutate-task';

/** Who may change a task (creator, assignee, Yönetici: the server's rule) and the status move of the board and list. */
export function useTaskActions() {
  const me = useMe();
  const update = useUpdateTask();
  const [moveError, setMoveError] = useState<string | null>(null);
  const user = me.data;
  const canModify = useCallback(
    (task: Pick<TTask, 'assigneeId' | 'createdById'>) =>
      Boolean(user && (user.isAdmin || user.id === task.assigneeId || user.id === task.createdById)),
    [user],
  );
  const move = useCallback(
    (task: TTask, to: TTaskStatus) => {
      setMoveError(null);
      update.mutate(
        { id: task.id, body: { status: to }, before: task },
        { onError: (error) => setMoveError(errorMessage(error)) },
      );
    },
    [update],
  );
  return {
    canModify,
    move,
    moving: update.isPending ? (update.variables?.id ?? null) : null,
    moveError,
    setMoveError,
  };
}
