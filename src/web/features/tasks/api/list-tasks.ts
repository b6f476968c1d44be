import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type TTaskFilter, type TTaskList, ZTaskList } from '../../../../domain/tasks/contract';
import { api } from '../../../lib/api-client';
import { listParams, taskKeys } from './task-keys';

export const TASK_PAGE_SIZE = 50;

/** Loaded so far = the next offset; the server filters, sorts and counts (fast at 10 000 tasks). */
export function nextOffset(lastPage: TTaskList, pages: TTaskList[]): number | undefined {
  const loaded = pages.reduce((sum, p) => sum + p.tasks.length, 0);
  return loaded < lastPage.total ? loaded : undefined;
}

export const taskListQuery = (filter: TTaskFilter) =>
  infiniteQueryOptions({
    queryKey: taskKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      api(`/api/tasks?${listParams(filter, pageParam, TASK_PAGE_SIZE)}`, { schema: ZTaskList, signal }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export const useTaskList = (filter: TTaskFilter) => useInfiniteQuery(taskListQuery(filter));
