import { useQuery } from '@tanstack/react-query';
import { ZActivityList, ZTaskStats, ZTeamWorkload } from '../../../../domain/tasks/insights-contract';
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
