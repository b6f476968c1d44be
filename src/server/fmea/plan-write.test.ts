import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFmea, TFmeaPlan, TPlanItem } from '../../domain/fmea/contract';
import { queryRows } from '../db/query-rows';
import { generateFmeaRows } from '../testing/fmea-rows';
import { planItems } from '../testing/plan-items';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';
import { figuresOf, PLAN_WRITE_BATCH, planBatchCount, planItemBatchJson } from './plan-storage';
import { writePlan } from './plan-write';

let t: TestApp;
let cookie = '';
let fmea: TFmea;

const ROWS = PLAN_WRITE_BATCH * 3 + 7;
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const makePlan = () =>
  t.app.inject({
    method: 'POST',
    url: `/api/fmeas/${fmea.id}/plan`,
    headers: { cookie },
    payload: { useAi: false },
  });
const storedItems = async () =>
  (
    await queryRows<{ n: number }>(
      t.ctx.db,
      sql`select count(*)::int as n from fmea_plan_items where fmea_id = ${fmea.id}::uuid`,
    )
  )[0]?.n;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAs(t.app, ...DEMO.kalite);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/fmeas',
    headers: { cookie },
    payload: { name: 'Parça parça plan', rows: generateFmeaRows(ROWS) },
  });
  fmea = created.json<TFmea>();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('a plan is stored as item rows, a batch per statement, and shown only once complete', () => {
  it('a new plan replaces the last one whole: its items only, the old rows removed', async () => {
    const first = await makePlan();
    expect(first.statusCode, first.body).toBe(200);
    const second = await makePlan();
    expect(second.statusCode, second.body).toBe(200);
    const plan = second.json<TFmeaPlan>();
    expect(plan.itemCount).toBe(ROWS);
    expect(await storedItems()).toBe(ROWS);
    const items = await planItems(t.app, cookie, fmea.id);
    expect(items.map((item) => item.rowId).sort()).toHaveLength(ROWS);
    expect((await get(`/api/fmeas/${fmea.id}`)).json<TFmea>().plan).toEqual(plan);
  });

  it('a plan cut short (an error after some batches) is never shown; the next plan removes its rows', async () => {
    const shown = (await get(`/api/fmeas/${fmea.id}`)).json<TFmea>().plan;
    const before = await planItems(t.app, cookie, fmea.id);
    const items: TPlanItem[] = before.map((item) => ({ ...item, preventiveAction: 'Yarım kalan plan' }));
    let written = 0;
    await expect(
      writePlan(t.ctx.db, fmea.id, new Date(), {
        figures: figuresOf({ items, excluded: [], aiProvider: null, aiFallback: null }),
        batchCount: planBatchCount(items.length),
        batchAt: (index) => {
          if (index === 2) throw new Error('sunucu düştü');
          written += 1;
          return planItemBatchJson(items, index);
        },
      }),
    ).rejects.toThrow('sunucu düştü');
    expect(written).toBe(2);
    // its two batches are stored, unseen: the FMEA shows the plan it showed, item for item
    expect(await storedItems()).toBe(ROWS + 2 * PLAN_WRITE_BATCH);
    expect((await get(`/api/fmeas/${fmea.id}`)).json<TFmea>().plan).toEqual(shown);
    expect(await planItems(t.app, cookie, fmea.id)).toEqual(before);

    const next = await makePlan();
    expect(next.statusCode, next.body).toBe(200);
    expect(await storedItems()).toBe(ROWS);
    const after = await planItems(t.app, cookie, fmea.id);
    expect(after.some((item) => item.preventiveAction === 'Yarım kalan plan')).toBe(false);
    expect(after).toHaveLength(ROWS);
  });

  it('a plan whose rows were removed before its switch is refused (409), the shown one kept', async () => {
    const shown = (await get(`/api/fmeas/${fmea.id}`)).json<TFmea>().plan;
    const items = await planItems(t.app, cookie, fmea.id);
    await expect(
      writePlan(t.ctx.db, fmea.id, new Date(), {
        // one item more than its batches hold: the count before the switch does not match
        figures: {
          ...figuresOf({ items, excluded: [], aiProvider: null, aiFallback: null }),
          itemCount: ROWS + 1,
        },
        batchCount: planBatchCount(items.length),
        batchAt: (index) => planItemBatchJson(items, index),
      }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'plan_conflict' });
    expect((await get(`/api/fmeas/${fmea.id}`)).json<TFmea>().plan).toEqual(shown);
  });

  it('deleting the FMEA removes its plan rows', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/fmeas/${fmea.id}`, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedItems()).toBe(0);
  });
});
