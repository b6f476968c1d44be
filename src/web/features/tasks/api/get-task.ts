import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTask } from '../../../../domain/tasks/contract';
import { api } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

export const taskQuery = (id: string) =>
  queryOptions({
    queryKey: taskKeys.detail(id),
    queryFn: ({ signal }) => api(`/api/tasks/${id}`, { schema: ZTask, signal }),
  });

export const useTask = (id: string | null) => useQuery({ ...taskQuery(id ?? ''), enabled: id !== null });
