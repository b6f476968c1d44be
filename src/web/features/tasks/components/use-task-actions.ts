import { useCallback, useState } from 'react';
import type { TTask, TTaskStatus } from '../../../../domain/tasks/contract';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateTask } from '../api/mutate-task';

/** The status move of the board and list; whether it is allowed comes with each task (`can`). */
export function useTaskActions() {
  const update = useUpdateTask();
  const [moveError, setMoveError] = useState<string | null>(null);
  const canMove = useCallback((task: Pick<TTask, 'can'>) => task.can.changeStatus, []);
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
    canMove,
    move,
    moving: update.isPending ? (update.variables?.id ?? null) : null,
    moveError,
    setMoveError,
  };
}
