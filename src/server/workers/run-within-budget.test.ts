import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import { runWithinBudget, type BudgetKind } from './run-within-budget';
import type { WorkerPool } from './worker-pool';

type Run = WorkerPool['run'];

/** A pool whose task never ends by itself: it rejects as piscina does when its signal aborts. */
const endlessPool: Pick<WorkerPool, 'run'> = {
  run: ((_name, _task, options) =>
    new Promise((_resolve, reject) =>
      options?.signal?.addEventListener('abort', () =>
        reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
      ),
    )) as Run,
};

const refuse = (kind: BudgetKind) => new AppError(413, 'read_budget_exceeded', kind);

describe('runWithinBudget', () => {
  it('a task past its time budget is ended and becomes the caller’s refusal', async () => {
    await expect(runWithinBudget(endlessPool, 'importFmea', {}, { timeMs: 1 }, refuse)).rejects.toMatchObject(
      {
        statusCode: 413,
        message: 'time',
      },
    );
  });

  it('a thread ended by its heap limit becomes the memory refusal', async () => {
    const outOfMemory: Pick<WorkerPool, 'run'> = {
      run: (async () => {
        throw Object.assign(new Error('Worker terminated due to reaching memory limit'), {
          code: 'ERR_WORKER_OUT_OF_MEMORY',
        });
      }) as Run,
    };
    await expect(
      runWithinBudget(outOfMemory, 'importFmea', {}, { timeMs: 60_000 }, refuse),
    ).rejects.toMatchObject({ message: 'memory' });
  });

  it('the client leaving stays the pool’s own error, not a budget refusal', async () => {
    const controller = new AbortController();
    const run = runWithinBudget(
      endlessPool,
      'importFmea',
      {},
      { timeMs: 60_000, signal: controller.signal },
      refuse,
    );
    controller.abort(new Error('client disconnected'));
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('an answer within the budget is passed through', async () => {
    const quick: Pick<WorkerPool, 'run'> = { run: (async () => 42) as Run };
    await expect(runWithinBudget(quick, 'importFmea', {}, { timeMs: 60_000 }, refuse)).resolves.toBe(42);
  });
});
