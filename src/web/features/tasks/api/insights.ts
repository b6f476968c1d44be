import { useQuery } from '@tanstack/react-query';
import {
  ZActivityList,
  ZTaskStats,
  ZTaskTrends,
  ZTeamWorkload,
} from '../../../../domain/tasks/insights-contract';
import { api } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

export const useTaskStats = () =>
  useQuery({
    queryKey: taskKeys.stats,
    queryFn: ({ signal }) => api('/api/tasks/stats', { schema: ZTaskStats, signal }),
  });

export const useTeamWorkload = () =>
  useQuery({
    queryKey: taskKeys.workload,
    queryFn: ({ signal }) => api('/api/team/workload', { schema: ZTeamWorkload, signal }),
  });

/** The activity log, newest first; of one task when `taskId` is given. */
export function useActivity(limit: number, taskId?: string) {
  const params = new URLSearchParams({ limit: String(limit) });
  if (taskId) params.set('taskId', taskId);
  return useQuery({
    queryKey: taskKeys.activityOf(limit, taskId),
    queryFn: ({ signal }) => api(`/api/tasks/activity?${params}`, { schema: ZActivityList, signal }),
  });
}

/** Created vs completed per week and overdue over time, the current week last. */
export const useTaskTrends = (weeks: number) =>
  useQuery({
    queryKey: taskKeys.trendsOf(weeks),
    queryFn: ({ signal }) => api(`/api/tasks/trends?weeks=${weeks}`, { schema: ZTaskTrends, signal }),
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
