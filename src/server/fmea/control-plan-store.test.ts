import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_PLAN_MESSAGES, type TControlPlan } from '../../domain/fmea/control-plan/contract';
import type { TFmea } from '../../domain/fmea/contract';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';

let t: TestApp;
let kalite: string;
let kalip: string;
let admin: string;
let fmea: TFmea;

const ROW = {
  processStep: 'Op 20 Enjeksiyon',
  potentialFailure: 'Çapak',
  severity: 9,
  causes: 'Kalıp aşınması',
  occurrence: 3,
  detectionControls: 'Görsel kontrol',
  detection: 5,
};

beforeAll(async () => {
  t = await createTestApp();
  kalite = await loginAs(t.app, ...DEMO.kalite);
  kalip = await loginAs(t.app, ...DEMO.kalip);
  admin = await loginAs(t.app, ...DEMO.admin);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/fmeas',
    headers: { cookie: kalite },
    payload: { name: 'Kapak PFMEA', rows: [ROW] },
  });
  expect(created.statusCode, created.body).toBe(201);
  fmea = created.json<TFmea>();
}, 120_000);
afterAll(async () => t?.close());

const get = (cookie: string) =>
  t.app.inject({ method: 'GET', url: `/api/fmeas/${fmea.id}/control-plan`, headers: { cookie } });
const save = (cookie: string, payload: { rows: object[] }) =>
  t.app.inject({ method: 'PATCH', url: `/api/fmeas/${fmea.id}/control-plan`, headers: { cookie }, payload });

describe('the stored, editable control-plan draft', () => {
  it('is generated until saved; the owner saves edits, toFill follows the cells; anyone reading sees them', async () => {
    const first = (await get(kalip)).json<TControlPlan>();
    expect(first).toMatchObject({ stored: false, stale: false, basedOnVersion: fmea.version });
    const [row] = first.rows;
    expect(row).toMatchObject({ source: 'special-severity', measurementTechnique: 'Görsel kontrol' });
    expect(row?.toFill).toContain('specialClass');
    const { toFill: _toFill, ...edited } = {
      ...row!,
      specialClass: 'CC',
      specification: 'Çapak yok (sınır numunesi)',
    };
    const saved = await save(kalite, { rows: [edited] });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await get(kalip)).json<TControlPlan>();
    expect(after.stored).toBe(true);
    expect(after.rows[0]).toMatchObject({ specialClass: 'CC', specification: 'Çapak yok (sınır numunesi)' });
    expect(after.rows[0]?.toFill).not.toContain('specialClass');
    expect(after.rows[0]?.toFill).not.toContain('specification');
    expect(after.rows[0]?.toFill).toContain('reactionPlan');
    // a Yönetici may save too
    expect((await save(admin, { rows: [edited] })).statusCode).toBe(200);
  });

  it('only the owner or a Yönetici saves; a bad body is a 400 with the Turkish message', async () => {
    const { rows } = (await get(kalite)).json<TControlPlan>();
    const body = { rows: rows.map(({ toFill: _toFill, ...r }) => r) };
    const other = await save(kalip, body);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe(CONTROL_PLAN_MESSAGES.forbidden);
    const empty = await save(kalite, { rows: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(CONTROL_PLAN_MESSAGES.noRows);
  });

  it('is stale once the FMEA lines change after it was saved', async () => {
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/fmeas/${fmea.id}`,
      headers: { cookie: kalite },
      payload: { version: fmea.version, rows: [{ ...ROW, severity: 10 }] },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await get(kalite)).json<TControlPlan>()).toMatchObject({ stored: true, stale: true });
  });
});
