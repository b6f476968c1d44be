import { queryOptions, useQuery } from '@tanstack/react-query';
import { tasksOperations } from '../../../../domain/tasks/operations';
import { callOperation } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

const taskQuery = (id: string) =>
  queryOptions({
    queryKey: taskKeys.detail(id),
    queryFn: ({ signal }) => callOperation(tasksOperations.getTask, { params: { id } }, signal),
  });

export const useTask = (id: string | null) => useQuery({ ...taskQuery(id ?? ''), enabled: id !== null });
