import type { TTaskFilter } from '../../../../domain/tasks/contract';

/** Every query of the feature sits under ['tasks'], so one prefix refreshes them all after a reconnect. */
export const TASKS_QUERY_ROOT = ['tasks'] as const;

export const taskKeys = {
  lists: ['tasks', 'list'] as const,
  list: (filter: TTaskFilter) => ['tasks', 'list', filter] as const,
  detail: (id: string) => ['tasks', 'detail', id] as const,
  activity: ['tasks', 'activity'] as const,
  activityOf: (limit: number, taskId?: string) =>
    ['tasks', 'activity', { limit, taskId: taskId ?? null }] as const,
  stats: ['tasks', 'stats'] as const,
  workload: ['tasks', 'workload'] as const,
  trends: ['tasks', 'trends'] as const,
  trendsOf: (weeks: number) => ['tasks', 'trends', weeks] as const,
  users: ['tasks', 'users'] as const,
};

/** The list endpoint's query string; 'all' and empty values are left out. */
export function listParams(filter: TTaskFilter, offset: number, limit: number): URLSearchParams {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset), sort: filter.sort });
  const search = filter.search?.trim();
  if (search) params.set('search', search);
  if (filter.status && filter.status !== 'all') params.set('status', filter.status);
  if (filter.priority && filter.priority !== 'all') params.set('priority', filter.priority);
  if (filter.assignee) params.set('assignee', filter.assignee);
  return params;
}
