import type { QueryClient } from '@tanstack/react-query';
import type { TUser } from '../../../../domain/auth/contract';
import type { TTableEvent } from '../../../../domain/realtime/contract';
import { type TTask, type TTaskFilter, ZTask } from '../../../../domain/tasks/contract';
import { withTaskPermissions } from '../../../../domain/tasks/permissions';
import { type TActivityList, ZTaskActivity } from '../../../../domain/tasks/insights-contract';
import { applyToPages, type ListChange, type TaskPages } from './list-cache';
import { coalescedInvalidation } from '../../../lib/coalesced-invalidation';
import { meQueryKey } from '../../../lib/current-user';
import { registerLiveTable } from '../../../lib/live-tables';
import { TASKS_QUERY_ROOT, taskKeys } from './task-keys';

// A burst of task events (up to 10/s) triggers one refetch of the dashboard and workload, not ten.
const refreshInsightsSoon = coalescedInvalidation([taskKeys.stats, taskKeys.workload, taskKeys.trends], 500);

/** Puts a created, changed or deleted task into every cached list, the open task and the figures. */
export function applyTaskChange(client: QueryClient, change: ListChange): void {
  // 'Mine' and 'created' lists are the signed-in user's.
  const me = client.getQueryData<TUser | null>(meQueryKey)?.id;
  for (const [key, data] of client.getQueriesData<TaskPages>({ queryKey: taskKeys.lists })) {
    if (!data) continue;
    const filter = key[2] as TTaskFilter;
    const next = applyToPages(data, filter, change, me);
    if (next === null) void client.invalidateQueries({ queryKey: key, exact: true });
    else if (next !== data) client.setQueryData(key, next);
  }
  if (change.kind === 'remove') client.removeQueries({ queryKey: taskKeys.detail(change.id) });
  else {
    client.setQueryData<TTask>(taskKeys.detail(change.task.id), (old) =>
      old && old.updatedAt > change.task.updatedAt ? old : change.task,
    );
  }
  refreshInsightsSoon(client);
}

/**
 * Realtime change of `tasks` from any user: INSERT/UPDATE carry the presented row, DELETE its id.
 * The row is broadcast presented for nobody; `can` is recomputed for this user by the domain rule.
 * @internal
 */
export function applyTaskEvent(client: QueryClient, event: TTableEvent): void {
  if (event.eventType === 'DELETE') {
    const id = event.old?.['id'];
    if (typeof id === 'string') applyTaskChange(client, { kind: 'remove', id });
    return;
  }
  const parsed = ZTask.safeParse(event.new);
  if (!parsed.success) return;
  const task = withTaskPermissions(client.getQueryData<TUser | null>(meQueryKey) ?? null, parsed.data);
  applyTaskChange(client, { kind: 'upsert', task, isNew: event.eventType === 'INSERT' });
}

/** A new line of the activity log goes on top of the feeds it belongs to. */
function applyTaskActivityEvent(client: QueryClient, event: TTableEvent): void {
  if (event.eventType !== 'INSERT') return;
  const parsed = ZTaskActivity.safeParse(event.new);
  if (!parsed.success) return;
  const line = parsed.data;
  for (const [key, data] of client.getQueriesData<TActivityList>({ queryKey: taskKeys.activity })) {
    const scope = key[2] as { limit: number; taskId: string | null } | undefined;
    if (!data || !scope || (scope.taskId !== null && scope.taskId !== line.taskId)) continue;
    if (data.activities.some((a) => a.id === line.id)) continue;
    client.setQueryData<TActivityList>(key, { activities: [line, ...data.activities].slice(0, scope.limit) });
  }
}

registerLiveTable('tasks', applyTaskEvent, [TASKS_QUERY_ROOT]);
registerLiveTable('task_activity', applyTaskActivityEvent, [TASKS_QUERY_ROOT]);
