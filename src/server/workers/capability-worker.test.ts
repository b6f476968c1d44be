import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { threadId as mainThreadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';
import { WORKER_POOL_BUSY, WorkerPool, type WorkerTaskSettled } from './worker-pool';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAs(t.app, ...DEMO.kalite);
}, 120_000);
afterAll(async () => {
  await t?.close();
}, 60_000);

const spec = { nominal: 25, upperTolerance: 0.1, lowerTolerance: 0.1 };
const series = (length: number) =>
  JSON.stringify({
    ...spec,
    values: Array.from({ length }, (_, i) => Math.round((25 + 0.03 * Math.sin(i * 0.91)) * 1000) / 1000),
  });
const calculate = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/calculations/capability',
    headers: { cookie, 'content-type': 'application/json' },
    payload,
  });

describe('POST /api/calculations/capability on the worker pool', () => {
  // Asserts the order of events, never a duration: the machine is shared.
  it('parses, validates and computes 10⁶ values on a worker thread while /api/health answers', async () => {
    const settled: WorkerTaskSettled[] = [];
    t.ctx.workers.events.on('settled', (event) => settled.push(event));
    const finished: string[] = [];
    const submitted = once(t.ctx.workers.events, 'submitted');
    const heavy = calculate(series(1_000_000)).then((res) => {
      finished.push('calculation');
      return res;
    });
    await submitted;
    // The body has been read and handed to the pool: the event loop must be free for everyone else.
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    finished.push('health');
    expect(health.statusCode).toBe(200);

    const res = await heavy;
    expect(res.statusCode).toBe(200);
    expect(res.json().n).toBe(1_000_000);
    expect(finished).toEqual(['health', 'calculation']);
    const [task] = settled;
    expect(task).toMatchObject({ name: 'calculateCapability', ok: true });
    expect(task?.threadId).toEqual(expect.any(Number));
    expect(task?.threadId).not.toBe(mainThreadId);
  }, 120_000);

  it('drops the calculation when the client disconnects', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const settled = new Promise<WorkerTaskSettled>((resolve) =>
      t.ctx.workers.events.once('settled', resolve),
    );
    const submitted = once(t.ctx.workers.events, 'submitted');
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/calculations/capability',
      headers: { cookie, 'content-type': 'application/json' },
      agent: false,
    });
    request.on('error', () => {}); // the destroyed request reports its own abort
    request.end(series(1_000_000));
    await submitted;
    request.destroy();
    expect(await settled).toMatchObject({ name: 'calculateCapability', ok: false, aborted: true });
    expect(t.ctx.workers.inFlight).toBe(0);
  }, 120_000);

  it('answers the same Turkish 400s when the worker refuses the body', async () => {
    const invalidJson = await calculate('{"nominal": 25,');
    expect(invalidJson.statusCode).toBe(400);
    expect(invalidJson.json().error).toEqual({
      code: 'invalid_json',
      message: 'İstek gövdesi geçerli bir JSON değil.',
    });
    const notAnObject = await calculate('[1,2,3]');
    expect(notAnObject.statusCode).toBe(400);
    expect(notAnObject.json().error.code).toBe('validation_error');
    expect(notAnObject.json().error.message).toMatch(/[ıİşğçöü]/);
  }, 60_000);

  it('refuses other media types with the usual 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calculations/capability',
      headers: { cookie, 'content-type': 'text/plain' },
      payload: series(10),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });

  it('answers 503 with a Turkish message and Retry-After when the queue is full', async () => {
    const original = t.ctx.workers;
    // One thread and one waiting task: of four heavy requests sent at once, at most three fit
    // (one starting or running, one waiting, one more while the thread is still starting).
    const small = new WorkerPool({ maxThreads: 1, maxQueue: 1 });
    t.ctx.workers = small;
    try {
      const body = series(200_000);
      const answers = await Promise.all([1, 2, 3, 4].map(() => calculate(body)));
      const refused = answers.filter((res) => res.statusCode === 503);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      expect(answers.filter((res) => res.statusCode === 200).length).toBeGreaterThanOrEqual(1);
      expect(answers.every((res) => [200, 503].includes(res.statusCode))).toBe(true);
      for (const res of refused) {
        expect(res.json().error).toEqual({ code: 'server_busy', message: WORKER_POOL_BUSY });
        expect(res.headers['retry-after']).toBe('5');
      }
      expect(WORKER_POOL_BUSY).toMatch(/şu anda/);
    } finally {
      t.ctx.workers = original;
      await small.close();
    }
  }, 120_000);
});
