import type { TListTasksQuery, TTaskFilter } from '../../../../domain/tasks/contract';

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

/** The list operation's query; 'all' and empty values are left out of the URL. */
export function listQuery(filter: TTaskFilter, cursor: string | null, limit: number): TListTasksQuery {
  const search = filter.search?.trim();
  return {
    limit,
    sort: filter.sort,
    ...(cursor ? { cursor } : {}),
    ...(filter.scope && filter.scope !== 'all' ? { scope: filter.scope } : {}),
    ...(search ? { search } : {}),
    ...(filter.status && filter.status !== 'all' ? { status: filter.status } : {}),
    ...(filter.priority && filter.priority !== 'all' ? { priority: filter.priority } : {}),
    ...(filter.assignee ? { assignee: filter.assignee } : {}),
  };
}
