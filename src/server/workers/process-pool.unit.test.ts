import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { ProcessPool } from './process-pool';
import { isOutOfMemory } from './worker-pool';

const entry = new URL('./process-pool.fixture.mjs', import.meta.url);
let pool: ProcessPool | undefined;
const make = (options: Partial<ConstructorParameters<typeof ProcessPool>[0]> = {}) => {
  pool = new ProcessPool({ entry, maxProcesses: 1, memoryMb: 64, idleTimeoutMs: 60_000, ...options });
  return pool;
};
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('ProcessPool: budgeted tasks in child processes', () => {
  it('runs a task in a child process and copies its bytes there and back', async () => {
    const bytes = new Uint8Array([1, 2, 250]);
    const answer = await make().run({ name: 'echo', task: { bytes } });
    const value = answer.value as { pid: number; task: { bytes: Uint8Array } };
    expect(value.pid).not.toBe(process.pid);
    expect(answer.threadId).toBe(value.pid);
    expect([...value.task.bytes]).toEqual([1, 2, 250]);
    expect(bytes.byteLength).toBe(3); // copied, never detached from the caller
  });

  it('a task that exhausts its heap ends its child alone: ERR_WORKER_OUT_OF_MEMORY, and the next task runs', async () => {
    const p = make();
    const error = await p.run({ name: 'exhaust', task: {} }).catch((e: unknown) => e);
    expect(isOutOfMemory(error)).toBe(true);
    expect(p.size).toBe(0);
    const next = await p.run({ name: 'echo', task: 1 });
    expect((next.value as { task: number }).task).toBe(1);
  }, 60_000);

  it("a task's error crosses with its message and code; a child that exits is not out of memory", async () => {
    const p = make();
    await expect(p.run({ name: 'fail', task: {} })).rejects.toMatchObject({
      message: 'okunamadı',
      code: 'E_FIXTURE',
    });
    const exited = await p.run({ name: 'exit', task: {} }).catch((e: unknown) => e);
    expect(exited).toBeInstanceOf(Error);
    expect(isOutOfMemory(exited)).toBe(false);
  });

  it('an abort ends the running task’s child and drops a waiting task; both reject as AbortError', async () => {
    const p = make();
    const running = new AbortController();
    const waiting = new AbortController();
    const first = p
      .run({ name: 'sleep', task: { ms: 30_000 } }, { signal: running.signal })
      .catch((e: Error) => e);
    const second = p
      .run({ name: 'sleep', task: { ms: 30_000 } }, { signal: waiting.signal })
      .catch((e: Error) => e);
    const third = p.run({ name: 'echo', task: 3 });
    await sleep(200);
    waiting.abort();
    running.abort();
    expect(await first).toMatchObject({ name: 'AbortError' });
    expect(await second).toMatchObject({ name: 'AbortError' });
    expect(((await third).value as { task: number }).task).toBe(3);
  }, 60_000);

  it('runs at most maxProcesses children and lets an idle child exit', async () => {
    const p = make({ maxProcesses: 2, idleTimeoutMs: 100 });
    const answers = await Promise.all([1, 2, 3, 4].map((n) => p.run({ name: 'echo', task: n })));
    expect(new Set(answers.map((a) => a.threadId)).size).toBeLessThanOrEqual(2);
    expect(p.size).toBeLessThanOrEqual(2);
    for (let i = 0; i < 100 && p.size > 0; i++) await sleep(50);
    expect(p.size).toBe(0);
  }, 60_000);

  it('close() rejects what waits and ends every child', async () => {
    const p = make();
    const running = p.run({ name: 'sleep', task: { ms: 30_000 } }).catch((e: Error) => e);
    const queued = p.run({ name: 'echo', task: 1 }).catch((e: Error) => e);
    await sleep(200);
    await p.close();
    expect(await running).toBeInstanceOf(Error);
    expect(await queued).toBeInstanceOf(Error);
    expect(p.size).toBe(0);
    await expect(p.run({ name: 'echo', task: 2 })).rejects.toThrow();
  });
});
