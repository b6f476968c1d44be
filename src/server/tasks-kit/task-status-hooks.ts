import type { TUser } from '../../domain/auth/contract';
import type { TTaskStatus } from '../../domain/tasks/contract';
import type { Db } from '../db/database';

export interface TaskStatusChange {
  taskId: string;
  title: string;
  from: TTaskStatus;
  to: TTaskStatus;
  actor: TUser;
}

/** Runs in the transaction that moved the task: what it writes is saved with the move, or not at all. */
export type TaskStatusHook = (tx: Db, change: TaskStatusChange) => Promise<void>;

const hooks = new Set<TaskStatusHook>();

/**
 * Another feature follows task moves (the FMEA line a task came from learns it is done) without the
 * tasks feature knowing it: it registers here once. A Set, so registering the same function per app
 * instance (tests build many) runs it once.
 */
export function onTaskStatusChange(hook: TaskStatusHook): void {
  hooks.add(hook);
}

export async function runTaskStatusHooks(tx: Db, change: TaskStatusChange): Promise<void> {
  for (const hook of hooks) await hook(tx, change);
}
