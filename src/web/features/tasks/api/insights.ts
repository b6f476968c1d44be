import { useQuery } from '@tanstack/react-query';
import { tasksOperations as ops, teamOperations } from '../../../../domain/tasks/operations';
import { callOperation } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

export const useTaskStats = () =>
  useQuery({
    queryKey: taskKeys.stats,
    queryFn: ({ signal }) => callOperation(ops.getStats, {}, signal),
  });

export const useTeamWorkload = () =>
  useQuery({
    queryKey: taskKeys.workload,
    queryFn: ({ signal }) => callOperation(teamOperations.getWorkload, {}, signal),
  });

/** The activity log, newest first; of one task when `taskId` is given. */
export function useActivity(limit: number, taskId?: string) {
  return useQuery({
    queryKey: taskKeys.activityOf(limit, taskId),
    queryFn: ({ signal }) => callOperation(ops.listActivity, { query: { limit, taskId } }, signal),
  });
}

/** Created vs completed per week and overdue over time, the current week last. */
export const useTaskTrends = (weeks: number) =>
  useQuery({
    queryKey: taskKeys.trendsOf(weeks),
    queryFn: ({ signal }) => callOperation(ops.getTrends, { query: { weeks } }, signal),
  });

/**
 * Where a dashboard number leads: the task list filtered by URL parameters (`scope=all` the whole team,
 * `status`, `assignee`, `overdue=1`), the list's own filter state.
 */
export function taskListLink(filter: { status?: string; assignee?: string; overdue?: boolean }): string {
  const params = new URLSearchParams({ scope: 'all' });
  if (filter.status) params.set('status', filter.status);
  if (filter.assignee) params.set('assignee', filter.assignee);
  if (filter.overdue) params.set('overdue', '1');
  return `/work/tasks?${params}`;
}
