import { z } from 'zod';
import type { Viewer } from '../shared/viewer';

/** What the viewer may do with one task; shipped with every task the API presents. */
export const ZTaskCan = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  changeStatus: z.boolean(),
  logHours: z.boolean(),
});
export type TTaskCan = z.infer<typeof ZTaskCan>;

/** The people a task concerns: whoever it is assigned to and whoever created it. */
export interface TaskParties {
  assigneeId: string | null;
  createdById: string | null;
}

/**
 * Everyone signed in sees every task (team work tracking). Changing, moving, logging hours on or
 * deleting a task is for the people it concerns: its creator, its assignee, or a Yönetici.
 */
export function taskPermissions(viewer: Viewer | null, task: TaskParties): TTaskCan {
  const concerned =
    viewer !== null &&
    (viewer.isAdmin ||
      task.assigneeId === viewer.id ||
      (task.createdById !== null && task.createdById === viewer.id));
  return { edit: concerned, delete: concerned, changeStatus: concerned, logHours: concerned };
}

/**
 * Which permissions a change needs: a status move, hours logged, any other field an edit (and an
 * empty change is still an edit attempt, refused to whom may not edit).
 */
export function permissionsForTaskChange(change: Record<string, unknown>): (keyof TTaskCan)[] {
  const needed = new Set<keyof TTaskCan>();
  for (const [field, value] of Object.entries(change)) {
    if (value === undefined) continue;
    if (field === 'status') needed.add('changeStatus');
    else if (field === 'completedHours') needed.add('logHours');
    else needed.add('edit');
  }
  return needed.size > 0 ? [...needed] : ['edit'];
}

/** The same task with `can` recomputed for this viewer (a realtime row arrives presented for nobody). */
export function withTaskPermissions<T extends TaskParties & { can: TTaskCan }>(
  viewer: Viewer | null,
  task: T,
): T {
  return { ...task, can: taskPermissions(viewer, task) };
}

/** The team's weekly capacity ('Ekip Yoğunluğu') is an organisation setting: a Yönetici's to change. */
export function canEditTeamCapacity(viewer: Viewer | null): boolean {
  return viewer?.isAdmin === true;
}
