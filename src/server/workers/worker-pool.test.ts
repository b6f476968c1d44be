import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { threadId as mainThreadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import type { CalculationOutcome } from './capability-worker';
import { WORKER_POOL_CLOSED, WorkerPool, type WorkerTaskSettled } from './worker-pool';

// A raw body as the route hands it over: the parts it arrived in.
const body = (values: number[]) => [
  new TextEncoder().encode(JSON.stringify({ nominal: 25, upperTolerance: 0.1, lowerTolerance: 0.1, values })),
];

let pool: WorkerPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('WorkerPool', () => {
  it('keeps a core for the event loop and starts no thread before the first task', () => {
    pool = new WorkerPool();
    expect(pool.maxThreads).toBe(Math.max(1, availableParallelism() - 1));
    expect(pool.threadCount).toBe(0);
  });

  it('runs a task on a worker thread (TypeScript loaded by the thread itself)', async () => {
    pool = new WorkerPool();
    const settled: WorkerTaskSettled[] = [];
    pool.events.on('settled', (event) => settled.push(event));
    const outcome = await pool.run<CalculationOutcome>('calculateCapability', body([1, 2, 3, 4, 6]));
    expect(outcome.ok && outcome.result.n).toBe(5);
    expect(settled[0]?.threadId).toEqual(expect.any(Number));
    expect(settled[0]?.threadId).not.toBe(mainThreadId);
  }, 60_000);

  it('lets idle threads exit', async () => {
    pool = new WorkerPool({ idleTimeoutMs: 50 });
    await pool.run('calculateCapability', body([1, 2, 3, 4, 6]));
    expect(pool.threadCount).toBe(1);
    for (let i = 0; i < 100 && pool.threadCount > 0; i++) await sleep(50);
    expect(pool.threadCount).toBe(0);
  }, 60_000);

  it("lets a budgeted task's idle thread exit on its own, shorter timeout (its heap goes with it)", async () => {
    pool = new WorkerPool({
      idleTimeoutMs: 600_000,
      budgeted: {
        tasks: ['calculateCapability'],
        memoryMb: 256,
        idleTimeoutMs: 50,
      },
    });
    await pool.run('calculateCapability', body([1, 2, 3, 4, 6]));
    expect(pool.threadCount).toBe(1);
    for (let i = 0; i < 100 && pool.threadCount > 0; i++) await sleep(50);
    expect(pool.threadCount).toBe(0);
  }, 60_000);

  it('refuses work once closed, with a Turkish 503', async () => {
    pool = new WorkerPool();
    await pool.close();
    const refusal = await pool.run('calculateCapability', body([1, 2, 3, 4, 6])).catch((error) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 503, code: 'server_closing', message: WORKER_POOL_CLOSED });
  });
});
