import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  TASK_PAGE_SIZE,
  type TTaskFilter,
  type TTaskList,
  type TTaskListTotal,
} from '../../../../domain/tasks/contract';
import { tasksOperations } from '../../../../domain/tasks/operations';
import { callOperation } from '../../../lib/api-client';
import { listQuery, taskKeys } from './task-keys';

/**
 * The next page starts after the last page's cursor; none = everything is loaded.
 * @internal
 */
export const nextCursor = (lastPage: TTaskList): string | undefined => lastPage.nextCursor ?? undefined;

/** How many match, as the first page counted it (capped at TASK_COUNT_CAP). */
export const listTotal = (data: { pages: TTaskList[] } | undefined): TTaskListTotal | undefined =>
  data?.pages[0]?.total ?? undefined;

const taskListQuery = (filter: TTaskFilter) =>
  infiniteQueryOptions({
    queryKey: taskKeys.list(filter),
    queryFn: ({ pageParam, signal }) =>
      callOperation(
        tasksOperations.listTasks,
        { query: listQuery(filter, pageParam, TASK_PAGE_SIZE) },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
  });

export const useTaskList = (filter: TTaskFilter) => useInfiniteQuery(taskListQuery(filter));
