import type { Transferable } from 'node:worker_threads';
import { isOutOfMemory, type WorkerPool, type WorkerTaskName } from './worker-pool';

export type BudgetKind = 'time' | 'memory';

/**
 * Runs a task on the pool within a time budget (its thread is ended when it runs out) and, for tasks
 * of the budgeted pool, a heap budget (V8 ends the thread); either overrun becomes `refuse(kind)`,
 * the caller's Turkish answer. The client leaving stays what it was (the pool's 499).
 */
export async function runWithinBudget<T>(
  pool: Pick<WorkerPool, 'run'>,
  name: WorkerTaskName,
  task: unknown,
  options: { timeMs: number; signal?: AbortSignal; transferList?: Transferable[] },
  refuse: (kind: BudgetKind) => Error,
): Promise<T> {
  const timeLimit = AbortSignal.timeout(options.timeMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeLimit]) : timeLimit;
  try {
    return await pool.run<T>(name, task, { signal, transferList: options.transferList });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (timeLimit.aborted) throw refuse('time');
    if (isOutOfMemory(error)) throw refuse('memory');
    throw error;
  }
}
