import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysesOperations } from '../domain/analyses/operations';
import { capabilityOperations } from '../domain/capability/operations';
import { fmeaTemplateOperations } from '../domain/fmea/import/template-operations';
import { operationUrl } from '../domain/shared/operation';
import type { TTask } from '../domain/tasks/contract';
import { type Actors, createTaskAs, loginActors, patchTask } from './testing/task-test-helpers';
import { createTestApp, type TestApp } from './testing/test-app';

// `can` is shipped with every record so the browser shows only what the server will allow. Here,
// for each viewer and each record, every action is tried: it succeeds iff `can` said so.
type Name = keyof Actors['cookie'];
const VIEWERS: Name[] = ['kalite', 'kalip', 'bakim', 'admin'];

let t: TestApp;
let a: Actors;
beforeAll(async () => {
  t = await createTestApp();
  a = await loginActors(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const send = (as: Name, method: string, url: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: { cookie: a.cookie[as] }, payload });

/** Tally of outcomes, so the test proves both the allowed and the refused side were exercised. */
const seen = { allowed: 0, refused: 0 };
function expectAgreement(can: boolean, status: number, okStatus: number, what: string) {
  expect(status, what).toBe(can ? okStatus : 403);
  seen[can ? 'allowed' : 'refused'] += 1;
}

describe('capability studies: a DELETE succeeds iff can.delete', () => {
  it.each(VIEWERS)('as %s', async (viewer) => {
    const ids: string[] = [];
    for (const author of ['kalite', 'kalip'] as const) {
      const res = await send(author, 'POST', capabilityOperations.createStudy.path, {
        name: `Çalışma ${author} → ${viewer}`,
        nominal: 10,
        upperTolerance: 0.5,
        lowerTolerance: 0.5,
        values: [10.1, 9.9, 10, 10.2, 9.8, 10.05, 9.95, 10.1, 9.9, 10],
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    const list = await send(
      viewer,
      'GET',
      operationUrl(capabilityOperations.listStudies.path, {}, { limit: 200 }),
    );
    const rows = (list.json().studies as { id: string; can: { delete: boolean } }[]).filter((s) =>
      ids.includes(s.id),
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const url = operationUrl(capabilityOperations.getStudy.path, { id: row.id });
      expect((await send(viewer, 'GET', url)).json().can, 'detail and list agree').toEqual(row.can);
      expectAgreement(
        row.can.delete,
        (await send(viewer, 'DELETE', url)).statusCode,
        204,
        `${viewer} ${url}`,
      );
    }
  });
});

describe('analyses: PATCH (rate) and DELETE succeed iff can.rate / can.delete', () => {
  it.each(VIEWERS)('as %s', async (viewer) => {
    const ids: string[] = [];
    for (const author of ['kalite', 'kalip'] as const) {
      const res = await send(author, 'POST', analysesOperations.createAnalysis.path, {
        title: `Çapak ${author} → ${viewer}`,
        description: 'Kapı iç panelinin ayırma çizgisinde ince çapak var',
        category: 'quality',
        severity: 'high',
        department: 'production',
        discoveryDate: '2025-03-10',
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    const list = await send(
      viewer,
      'GET',
      operationUrl(analysesOperations.listAnalyses.path, {}, { limit: 200 }),
    );
    type Row = { id: string; can: { rate: boolean; delete: boolean } };
    const rows = (list.json().analyses as Row[]).filter((r) => ids.includes(r.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const url = operationUrl(analysesOperations.getAnalysis.path, { id: row.id });
      expect((await send(viewer, 'GET', url)).json().can, 'detail and list agree').toEqual(row.can);
      expectAgreement(row.can.rate, (await send(viewer, 'PATCH', url, { rating: 4 })).statusCode, 200, url);
      expectAgreement(row.can.delete, (await send(viewer, 'DELETE', url)).statusCode, 204, url);
    }
  });
});

describe('tasks: each change succeeds iff its can.* said so', () => {
  it.each(VIEWERS)('as %s', async (viewer) => {
    const created = [
      await createTaskAs(t.app, a.cookie.kalite, { title: `Görev A → ${viewer}`, assigneeId: a.id.kalip }),
      await createTaskAs(t.app, a.cookie.bakim, { title: `Görev B → ${viewer}`, assigneeId: a.id.bakim }),
    ];
    const ids = created.map((task) => task.id);
    const list = await send(viewer, 'GET', '/api/tasks?limit=200');
    const rows = (list.json().tasks as TTask[]).filter((task) => ids.includes(task.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const detail = await send(viewer, 'GET', `/api/tasks/${row.id}`);
      expect(detail.json().can, 'detail and list agree').toEqual(row.can);
      const patch = (payload: Record<string, unknown>) => patchTask(t.app, a.cookie[viewer], row.id, payload);
      expectAgreement(
        row.can.changeStatus,
        (await patch({ status: 'in_progress' })).statusCode,
        200,
        'status',
      );
      expectAgreement(row.can.logHours, (await patch({ completedHours: 1 })).statusCode, 200, 'hours');
      expectAgreement(
        row.can.edit,
        (await patch({ title: `${row.title} (düzenlendi)` })).statusCode,
        200,
        'edit',
      );
      const removed = await send(viewer, 'DELETE', `/api/tasks/${row.id}`);
      expectAgreement(row.can.delete, removed.statusCode, 200, 'delete');
    }
  });
});

describe('FMEA import mapping templates: PATCH and DELETE succeed iff can.edit / can.delete', () => {
  it.each(VIEWERS)('as %s', async (viewer) => {
    const ids: string[] = [];
    for (const author of ['kalite', 'kalip'] as const) {
      const res = await send(author, 'POST', fmeaTemplateOperations.createTemplate.path, {
        name: `Şablon ${author} → ${viewer}`,
        signature: JSON.stringify(['bolum', 'siddet']),
        mapping: { processStep: 0, severity: 1 },
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    const list = await send(viewer, 'GET', fmeaTemplateOperations.listTemplates.path);
    type Row = { id: string; name: string; can: { edit: boolean; delete: boolean } };
    const rows = (list.json().templates as Row[]).filter((r) => ids.includes(r.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const url = operationUrl(fmeaTemplateOperations.updateTemplate.path, { id: row.id });
      const renamed = await send(viewer, 'PATCH', url, { name: `${row.name} (düzenlendi)` });
      expectAgreement(row.can.edit, renamed.statusCode, 200, url);
      expectAgreement(row.can.delete, (await send(viewer, 'DELETE', url)).statusCode, 200, url);
    }
  });
});

describe('sanity', () => {
  it('exercised both allowed and refused actions', () => {
    expect(seen.allowed).toBeGreaterThan(10);
    expect(seen.refused).toBeGreaterThan(10);
  });
});
