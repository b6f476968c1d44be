import type { QueryClient } from '@tanstack/react-query';
import type { TTableEvent } from '../../../../domain/realtime/contract';
import type { TPlanTaskLinks } from '../../../../domain/fmea/plan-output-contract';
import { FMEA_TASK_CATEGORY } from '../../../../domain/fmea/plan-output-contract';
import { registerLiveTable } from '../../../lib/live-tables';
import { fmeaKeys } from './fmea-keys';

/**
 * A task event refreshes the plan's task statuses when the task is one of ours (a linked id) or a
 * new 'FMEA' task (someone else just made it from a plan this screen shows).
 */
function applyTaskEventToPlans(client: QueryClient, event: TTableEvent): void {
  const id = event.new?.['id'] ?? event.old?.['id'];
  const isFmeaTask = event.new?.['category'] === FMEA_TASK_CATEGORY;
  for (const [key, data] of client.getQueriesData<TPlanTaskLinks>({ queryKey: fmeaKeys.allPlanTasks })) {
    const linked = data?.links.some((link) => link.taskId === id) ?? false;
    if (linked || (isFmeaTask && event.eventType === 'INSERT')) {
      void client.invalidateQueries({ queryKey: key, exact: true });
    }
  }
}

registerLiveTable('tasks', applyTaskEventToPlans, [fmeaKeys.allPlanTasks]);

/**
 * A stored FMEA changed anywhere (created, renamed, lines edited, plan made, deleted): the lists are
 * refetched (each row's `can` is the server's answer for this user) and an open FMEA reloads.
 */
function applyFmeaEvent(client: QueryClient, event: TTableEvent): void {
  void client.invalidateQueries({ queryKey: fmeaKeys.lists });
  const id = event.new?.['id'] ?? event.old?.['id'];
  if (typeof id !== 'string') return;
  if (event.eventType === 'DELETE') {
    client.removeQueries({ queryKey: fmeaKeys.detail(id) });
    client.removeQueries({ queryKey: fmeaKeys.lines(id) });
  } else {
    // a line edit, a task's progress or a proposal moves the FMEA's version: its open worksheet reloads
    void client.invalidateQueries({ queryKey: fmeaKeys.detail(id) });
    void client.invalidateQueries({ queryKey: fmeaKeys.lines(id) });
    void client.invalidateQueries({ queryKey: ['fmea', 'line-history', id] });
    void client.invalidateQueries({ queryKey: fmeaKeys.planItems(id) });
  }
}

registerLiveTable('fmeas', applyFmeaEvent, [fmeaKeys.lists]);
