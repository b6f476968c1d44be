import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TFmea, type TFmeaRowInput, ZFmeaSummary } from '../../domain/fmea/contract';
import type { TTableEvent } from '../../domain/realtime/contract';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';
import { openSocket } from '../testing/ws-client';

// Stored FMEAs "update live": a second user's browser gets the header of every FMEA created, edited,
// planned or deleted (the 'fmeas' live table), without its rows.
const ROW: TFmeaRowInput = {
  processStep: 'Op 20 Enjeksiyon',
  potentialFailure: 'Çapak',
  effects: 'Montajda takılma',
  severity: 7,
  causes: 'Kalıp aşınması',
  occurrence: 7,
  controls: 'Görsel kontrol',
  detection: 8,
};

let t: TestApp;
let port: number;
const cookies = { kalite: '', kalip: '' };
beforeAll(async () => {
  t = await createTestApp();
  cookies.kalite = await loginAs(t.app, ...DEMO.kalite);
  cookies.kalip = await loginAs(t.app, ...DEMO.kalip);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: cookies.kalite },
    ...(payload ? { payload } : {}),
  });

describe('live FMEA events', () => {
  it("pushes an FMEA's create, edit, plan and delete to another signed-in user, without rows", async () => {
    const watcher = await openSocket(port, cookies.kalip);
    try {
      const created = await call('POST', '/api/fmeas', { name: 'Canlı PFMEA', rows: [ROW] });
      expect(created.statusCode, created.body).toBe(201);
      const fmea = created.json<TFmea>();
      const about = (type: string | readonly string[], check: (m: TTableEvent) => boolean = () => true) =>
        watcher.waitFor(
          (m) =>
            'table' in m &&
            m.table === 'fmeas' &&
            (typeof type === 'string' ? m.eventType === type : type.includes(m.eventType)) &&
            (m.new?.['id'] === fmea.id || m.old?.['id'] === fmea.id) &&
            check(m),
        );

      // The FMEA is written unseen and shown in one last update (create-fmea.ts): whichever event finds
      // it ready first (the insert's, when the lines were quick, or that update) brings the list row.
      const inserted = await about(['INSERT', 'UPDATE'], (m) => m.new?.['name'] === 'Canlı PFMEA');
      // The event is the list row a browser shows (the API's summary shape), never the 10 000 rows.
      const summary = ZFmeaSummary.parse('new' in inserted ? inserted.new : null);
      expect(summary).toMatchObject({
        name: 'Canlı PFMEA',
        rowCount: 1,
        version: 1,
        ownerName: 'Ayşe Çelik',
      });
      expect('new' in inserted && inserted.new).not.toHaveProperty('rows');
      // Broadcast for nobody in particular: each browser works out what it may do itself.
      expect(summary.can).toEqual({ edit: false, delete: false, plan: false });

      const edited = await call('PATCH', `/api/fmeas/${fmea.id}`, { version: 1, name: 'Canlı PFMEA v2' });
      expect(edited.statusCode, edited.body).toBe(200);
      await about('UPDATE', (m) => m.new?.['name'] === 'Canlı PFMEA v2' && m.new['version'] === 2);

      const planned = await call('POST', `/api/fmeas/${fmea.id}/plan`, {});
      expect(planned.statusCode, planned.body).toBe(200);
      await about('UPDATE', (m) => m.new?.['planItemCount'] === 1);

      const deleted = await call('DELETE', `/api/fmeas/${fmea.id}`);
      expect(deleted.statusCode).toBe(200);
      const gone = await about('DELETE');
      expect(gone).toMatchObject({ table: 'fmeas', eventType: 'DELETE', new: null, old: { id: fmea.id } });
    } finally {
      await watcher.close();
    }
  });
});
