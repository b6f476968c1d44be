import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiAnalyses } from '../../db/schema';
import { pdfPageTexts } from '../../testing/pdf-text';
import { createTestApp, DEMO, loginAs, type TestApp } from '../../testing/test-app';
import type { WorkerTaskSettled } from '../../workers/worker-pool';

const REPORTS = 100;

let t: TestApp;
let cookie = '';
let port = 0;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAs(t.app, ...DEMO.kalite);
  const [template] = await t.ctx.db.select().from(aiAnalyses).limit(1);
  if (!template) throw new Error('demo mode seeds analyses');
  const { id: _id, ...copy } = template;
  await t.ctx.db.delete(aiAnalyses);
  await t.ctx.db.insert(aiAnalyses).values(Array.from({ length: REPORTS }, () => ({ ...copy })));
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  await t?.close();
}, 60_000);

/** A GET on the real listener; resolves with the response as soon as its headers arrive. */
function get(path: string): { request: http.ClientRequest; response: Promise<http.IncomingMessage> } {
  const request = http.get({ host: '127.0.0.1', port, path, headers: { cookie }, agent: false });
  const response = new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  return { request, response };
}

/** Resolves with the next settled PDF task of the pool. */
function nextPdfTask(): Promise<WorkerTaskSettled> {
  return new Promise((resolve) => {
    const listener = (event: WorkerTaskSettled) => {
      if (event.name !== 'renderAnalysesPdf') return;
      t.ctx.workers.events.off('settled', listener);
      resolve(event);
    };
    t.ctx.workers.events.on('settled', listener);
  });
}

describe('GET /api/analyses/pdf streams from a worker thread', () => {
  // Asserts the order of events, never a duration: the machine is shared.
  it('sends the first bytes while the worker still renders, and /api/health answers meanwhile', async () => {
    let taskDone = false;
    const task = nextPdfTask().then((event) => {
      taskDone = true;
      return event;
    });
    const res = await get('/api/analyses/pdf').response;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();

    const chunks: Buffer[] = [];
    const finished: string[] = [];
    let health: Promise<number> | undefined;
    let renderingAtFirstBytes: boolean | undefined;
    for await (const chunk of res) {
      if (chunks.length === 0) {
        renderingAtFirstBytes = !taskDone;
        health = get('/api/health').response.then((answer) => {
          answer.resume();
          finished.push('health');
          return answer.statusCode ?? 0;
        });
      }
      chunks.push(chunk as Buffer);
    }
    finished.push('pdf');

    expect(renderingAtFirstBytes).toBe(true);
    expect(await health).toBe(200);
    expect(finished).toEqual(['health', 'pdf']);
    expect(await task).toMatchObject({ ok: true, aborted: false });

    const pdf = Buffer.concat(chunks);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    const pages = await pdfPageTexts(pdf);
    expect(pages.length).toBe((pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length);
    expect(pages.length).toBeGreaterThanOrEqual(2 * REPORTS);
    pages.forEach((page, i) => expect(page).toContain(`Sayfa ${i + 1} / ${pages.length}`));
  }, 120_000);

  it('aborts the worker task when the client disconnects', async () => {
    const task = nextPdfTask();
    const { request, response } = get('/api/analyses/pdf');
    request.on('error', () => {}); // the destroyed request reports its own abort
    const res = await response;
    await new Promise<void>((resolve) => res.once('data', () => resolve()));
    request.destroy();
    expect(await task).toMatchObject({ name: 'renderAnalysesPdf', ok: false, aborted: true });
    expect(t.ctx.workers.inFlight).toBe(0);

    // The pool starts a fresh thread for the next download.
    const [row] = await t.ctx.db.select({ id: aiAnalyses.id }).from(aiAnalyses).limit(1);
    const next = await get(`/api/analyses/${row?.id}/pdf`).response;
    const bytes: Buffer[] = [];
    for await (const chunk of next) bytes.push(chunk as Buffer);
    expect(next.statusCode).toBe(200);
    expect((await pdfPageTexts(Buffer.concat(bytes))).length).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
