import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FMEA_MESSAGES, type TFmea } from '../../domain/fmea/contract';
import type { TLinePage } from '../../domain/fmea/line-contract';
import { queryRows } from '../db/query-rows';
import { generateFmeaRows } from '../testing/fmea-rows';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';
import { removeUnfinishedFmeas } from './create-fmea';
import { STAGED_BATCH } from './prepare-fmea-worker';

let t: TestApp;
let cookie = '';

const post = (payload: string | object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/fmeas',
    headers: { cookie, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAs(t.app, ...DEMO.kalite);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('POST /api/fmeas: parsed on a pool thread, written a batch per short transaction', () => {
  it('stores every line of a many-batch FMEA, in order, and shows it only once complete', async () => {
    const rows = generateFmeaRows(STAGED_BATCH * 4 + 17);
    const res = await post({ name: 'Çok partili PFMEA', rows });
    expect(res.statusCode, res.body).toBe(201);
    const fmea = res.json<TFmea>();
    expect(fmea.rowCount).toBe(rows.length);
    const page = (
      await t.app.inject({
        method: 'GET',
        url: `/api/fmeas/${fmea.id}/lines?order=file&limit=1000`,
        headers: { cookie },
      })
    ).json<TLinePage>();
    const [counted] = await queryRows<{ n: number; first: number; last: number }>(
      t.ctx.db,
      sql`select count(*)::int as n, min(position) as first, max(position) as last from fmea_lines where fmea_id = ${fmea.id}::uuid`,
    );
    expect(counted).toEqual({ n: rows.length, first: 0, last: rows.length - 1 });
    expect(page.lines[0]?.potentialFailure).toBe(rows[0]?.potentialFailure);
    const [state] = await queryRows<{ ready: boolean }>(
      t.ctx.db,
      sql`select ready from fmeas where id = ${fmea.id}::uuid`,
    );
    expect(state?.ready).toBe(true);
  });

  it('refuses bad JSON, a NUL character and an invalid row with the route’s Turkish 400, storing nothing', async () => {
    const before = (await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from fmeas`))[0]
      ?.n;
    const broken = await post('{"name": "x", "rows": [');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toEqual({
      code: 'invalid_json',
      message: 'İstek gövdesi geçerli bir JSON değil.',
    });
    const [row] = generateFmeaRows(1);
    const nul = await post({ name: 'x', rows: [{ ...row, potentialFailure: 'Çapak\u0000' }] });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error).toMatchObject({ code: 'invalid_character', field: 'rows.0.potentialFailure' });
    const invalid = await post({ name: 'x', rows: [{ ...row, severity: 11 }] });
    expect(invalid.json().error).toEqual({
      code: 'validation_error',
      message: FMEA_MESSAGES.rating,
      field: 'rows.0.severity',
    });
    const unknown = await post({ name: 'x', rows: [row], extra: 1 });
    expect(unknown.json().error).toMatchObject({ code: 'validation_error', field: 'extra' });
    const after = (await queryRows<{ n: number }>(t.ctx.db, sql`select count(*)::int as n from fmeas`))[0]?.n;
    expect(after).toBe(before);
  });

  it('an FMEA still being written is nobody’s: not listed, not readable, not in the feed; a stale one is removed at start', async () => {
    const [hidden] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`insert into fmeas (name, row_count, search_text, ready, created_at)
          values ('Yarım PFMEA', 1, 'yarim pfmea', false, now() - interval '1 hour') returning id`,
    );
    const id = hidden?.id ?? '';
    const listed = await t.app.inject({ method: 'GET', url: '/api/fmeas?search=yarim', headers: { cookie } });
    expect(listed.json().fmeas).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/fmeas/${id}`, headers: { cookie } })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/fmeas/${id}/lines`, headers: { cookie } })).statusCode,
    ).toBe(404);
    const [fresh] = await queryRows<{ id: string }>(
      t.ctx.db,
      sql`insert into fmeas (name, row_count, ready) values ('Şu an yazılıyor', 1, false) returning id`,
    );
    expect(await removeUnfinishedFmeas(t.ctx.db)).toBe(1);
    const left = await queryRows<{ id: string }>(t.ctx.db, sql`select id from fmeas where not ready`);
    expect(left.map((r) => r.id)).toEqual([fresh?.id]);
  });
});
