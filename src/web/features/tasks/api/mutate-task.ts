import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateTask, TTask, TUpdateTaskRequest } from '../../../../domain/tasks/contract';
import { tasksOperations as ops } from '../../../../domain/tasks/operations';
import { callOperation } from '../../../lib/api-client';
import { applyTaskChange } from './task-cache';
import { taskKeys } from './task-keys';

/** POST /api/tasks; the stored task goes into the lists at once (its realtime echo is then a no-op). */
export function useCreateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateTask) => callOperation(ops.createTask, { body }),
    onSuccess: (task) => applyTaskChange(client, { kind: 'upsert', task, isNew: true }),
  });
}

/**
 * PATCH /api/tasks/:id. A status move shows at once (optimistic) and is put back if the server
 * refuses it; every other change shows the server's answer.
 */
export function useUpdateTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateTaskRequest; before?: TTask }) =>
      callOperation(ops.updateTask, { params: { id }, body }),
    onMutate: ({ body, before }) => {
      if (before && body.status && Object.keys(body).length === 1) {
        applyTaskChange(client, {
          kind: 'upsert',
          task: { ...before, status: body.status, updatedAt: before.updatedAt },
          isNew: false,
        });
      }
    },
    onSuccess: (task) => applyTaskChange(client, { kind: 'upsert', task, isNew: false }),
    onError: (_error, { id, before }) => {
      if (before) applyTaskChange(client, { kind: 'upsert', task: before, isNew: false });
      void client.invalidateQueries({ queryKey: taskKeys.detail(id) });
    },
  });
}

export function useDeleteTask() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callOperation(ops.deleteTask, { params: { id } }),
    onSuccess: (_ok, id) => applyTaskChange(client, { kind: 'remove', id }),
  });
}
