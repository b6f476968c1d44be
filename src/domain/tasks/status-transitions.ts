import { TASK_STATUSES, type TTaskStatus } from './contract';

/**
 * The task workflow is a line: todo → in_progress → review → completed. A task moves one step
 * forward or one step back, never jumps:
 *  - forward: todo→in_progress, in_progress→review, review→completed;
 *  - back: in_progress→todo, review→in_progress, completed→review (re-opened for another look).
 * So only an in-progress task can return to 'todo' (work not really started after all); a task in
 * review or completed goes back through the steps, which keeps the activity log honest about what
 * happened. Staying in the same status is not a transition and is always allowed (no change).
 * @internal
 */
export function allowedTransitions(from: TTaskStatus): TTaskStatus[] {
  const i = TASK_STATUSES.indexOf(from);
  return [TASK_STATUSES[i - 1], TASK_STATUSES[i + 1]].filter((s): s is TTaskStatus => s !== undefined);
}

export function canTransition(from: TTaskStatus, to: TTaskStatus): boolean {
  return from === to || allowedTransitions(from).includes(to);
}

/** The next step forward, or null for a completed task. */
export function nextStatus(from: TTaskStatus): TTaskStatus | null {
  return TASK_STATUSES[TASK_STATUSES.indexOf(from) + 1] ?? null;
}

/** The step back, or null for a task still to do. */
export function previousStatus(from: TTaskStatus): TTaskStatus | null {
  return TASK_STATUSES[TASK_STATUSES.indexOf(from) - 1] ?? null;
}
