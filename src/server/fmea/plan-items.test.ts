import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FMEA_MESSAGES, type TFmea, type TFmeaPlan, type TPlanItemPage } from '../../domain/fmea/contract';
import { PLAN_OUTPUT_MESSAGES } from '../../domain/fmea/plan-output-contract';
import { generateFmeaRows } from '../testing/fmea-rows';
import { planItems } from '../testing/plan-items';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';

let t: TestApp;
let cookie = '';
let fmea: TFmea;
let plan: TFmeaPlan;

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAs(t.app, ...DEMO.kalip);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/fmeas',
    headers: { cookie },
    payload: { name: 'Sayfalı plan', rows: generateFmeaRows(230) },
  });
  fmea = created.json<TFmea>();
  plan = (
    await t.app.inject({
      method: 'POST',
      url: `/api/fmeas/${fmea.id}/plan`,
      headers: { cookie },
      payload: { useAi: false },
    })
  ).json();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('plan items, a page at a time (issue 21 §2)', () => {
  it('the FMEA and the plan answer carry figures, never items; the pages add up to them, highest risk first', async () => {
    expect(plan).not.toHaveProperty('items');
    expect(plan.itemCount).toBe(230);
    expect(plan.counts.high + plan.counts.medium + plan.counts.low).toBe(230);
    const detail = (await get(`/api/fmeas/${fmea.id}`)).json<TFmea>();
    expect(detail.plan).toEqual(plan);
    const first = (await get(`/api/fmeas/${fmea.id}/plan/items`)).json<TPlanItemPage>();
    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).toBe('50');
    const all = await planItems(t.app, cookie, fmea.id);
    expect(all).toHaveLength(230);
    expect(new Set(all.map((i) => i.id)).size).toBe(230);
    expect(all.slice(0, 50)).toEqual(first.items);
    const rank = { H: 0, M: 1, L: 2 };
    expect(
      all.every((item, i) => i === 0 || rank[item.actionPriority] >= rank[all[i - 1]!.actionPriority]),
    ).toBe(true);
  });

  it('one priority, counted as the figures say; one item by id', async () => {
    for (const priority of ['high', 'medium', 'low'] as const) {
      const page = (
        await get(`/api/fmeas/${fmea.id}/plan/items?priority=${priority}&limit=500`)
      ).json<TPlanItemPage>();
      expect(page.items).toHaveLength(plan.counts[priority]);
      expect(page.items.every((i) => i.priority === priority)).toBe(true);
    }
    const all = await planItems(t.app, cookie, fmea.id);
    const target = all[123];
    const one = (await get(`/api/fmeas/${fmea.id}/plan/items?item=${target?.id}`)).json<TPlanItemPage>();
    expect(one).toEqual({ items: [target], nextCursor: null });
    expect((await get(`/api/fmeas/${fmea.id}/plan/items?item=nope`)).json()).toEqual({
      items: [],
      nextCursor: null,
    });
  });

  it('answers 409 before a plan, 404 for an unknown FMEA, 400 for a bad cursor; the CSV export is the whole plan', async () => {
    const bare = (
      await t.app.inject({
        method: 'POST',
        url: '/api/fmeas',
        headers: { cookie },
        payload: { name: 'Plansız', rows: generateFmeaRows(1) },
      })
    ).json<TFmea>();
    const none = await get(`/api/fmeas/${bare.id}/plan/items`);
    expect(none.statusCode).toBe(409);
    expect(none.json().error.message).toBe(PLAN_OUTPUT_MESSAGES.noPlan);
    const unknown = await get(`/api/fmeas/${crypto.randomUUID()}/plan/items`);
    expect(unknown.json().error.message).toBe(FMEA_MESSAGES.notFound);
    expect((await get(`/api/fmeas/${fmea.id}/plan/items?cursor=abc`)).statusCode).toBe(400);
    const csv = await get(`/api/fmeas/${fmea.id}/plan/export.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/Reverse_FMEA_\d{2}\.\d{2}\.\d{4}\.csv/);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.body.trim().split(/\r?\n/)).toHaveLength(231);
  });
});
