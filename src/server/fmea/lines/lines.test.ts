import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFmea, TFmeaPlan, TFmeaRowInput } from '../../../domain/fmea/contract';
import {
  LINE_MESSAGES,
  type TFmeaLine,
  type TLineHistory,
  type TLinePage,
} from '../../../domain/fmea/line-contract';
import { apLookup, DEFAULT_AP_CELLS } from '../../../domain/fmea/plan/ap-table';
import { queryRows } from '../../db/query-rows';
import { type Actors, inDays, loginActors, patchTask, today } from '../../testing/task-test-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { planItems } from '../../testing/plan-items';

let t: TestApp;
let a: Actors;

const ROW = (over: Partial<TFmeaRowInput> = {}): TFmeaRowInput => ({
  processStep: 'Op 20 Enjeksiyon',
  potentialFailure: 'Çapak',
  effects: 'Montajda takılma',
  severity: 7,
  causes: 'Kalıp ayırma yüzeyi aşınmış',
  occurrence: 7,
  controls: 'Görsel kontrol',
  detection: 8,
  ...over,
});

const inject = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function createFmea(rows: TFmeaRowInput[], cookie = a.cookie.kalite): Promise<TFmea> {
  const res = await inject(cookie, 'POST', '/api/fmeas', { name: 'Satır testi', rows });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TFmea>();
}

async function page(id: string, query = '', cookie = a.cookie.kalite): Promise<TLinePage> {
  const res = await inject(cookie, 'GET', `/api/fmeas/${id}/lines${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TLinePage>();
}

async function line(fmeaId: string, lineId: string, cookie = a.cookie.kalite): Promise<TFmeaLine> {
  const found = (await page(fmeaId, '?order=file&limit=1000', cookie)).lines.find((l) => l.id === lineId);
  if (!found) throw new Error(`line ${lineId} missing`);
  return found;
}

const history = async (fmeaId: string, lineId: string) =>
  (await inject(a.cookie.kalip, 'GET', `/api/fmeas/${fmeaId}/lines/${lineId}/changes`)).json<TLineHistory>();

beforeAll(async () => {
  t = await createTestApp();
  a = await loginActors(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('pages of lines', () => {
  it('riskiest first (AP, then S, then RPN), by keyset pages; in file order; filtered by AP and folded words', async () => {
    const rows = [
      ROW({ id: 'low', potentialFailure: 'Leke', severity: 3, occurrence: 2, detection: 2 }),
      ROW({ id: 'high-s9', potentialFailure: 'Elektrik çarpması', severity: 9, occurrence: 4, detection: 5 }),
      ROW({ id: 'unrated', potentialFailure: 'Vida eksik', occurrence: null, detection: null }),
      ROW({ id: 'high-s7', potentialFailure: 'Çapak', causes: 'ZIMBA aşınması' }),
      ROW({ id: 'medium', potentialFailure: 'Çizik', severity: 7, occurrence: 5, detection: 5 }),
    ];
    const fmea = await createFmea(rows);
    const ap = apLookup(DEFAULT_AP_CELLS);
    expect([ap(9, 4, 5), ap(7, 7, 8), ap(7, 5, 5), ap(3, 2, 2)]).toEqual(['H', 'H', 'M', 'L']);

    const first = await page(fmea.id, '?limit=2');
    expect(first.lines.map((l) => l.id)).toEqual(['high-s9', 'high-s7']);
    expect(first.lines[0]).toMatchObject({ actionPriority: 'H', rpn: 180, actionStatus: 'none', version: 1 });
    expect(first.lines[0]?.can).toEqual({ edit: true, propose: false });
    const rest = await page(fmea.id, `?limit=2&cursor=${first.nextCursor}`);
    expect(rest.lines.map((l) => l.id)).toEqual(['medium', 'low']);
    const last = await page(fmea.id, `?limit=2&cursor=${rest.nextCursor}`);
    expect(last).toMatchObject({ nextCursor: null });
    expect(last.lines.map((l) => [l.id, l.actionPriority, l.missingRatings])).toEqual([
      ['unrated', null, ['occurrence', 'detection']],
    ]);

    expect((await page(fmea.id, '?order=file')).lines.map((l) => l.id)).toEqual(rows.map((r) => r.id));
    expect((await page(fmea.id, '?ap=H')).lines.map((l) => l.id)).toEqual(['high-s9', 'high-s7']);
    expect((await page(fmea.id, '?search=zimba')).lines.map((l) => l.id)).toEqual(['high-s7']);
    expect((await page(fmea.id, '?search=%C3%87ARPMASI')).lines.map((l) => l.id)).toEqual(['high-s9']);
    // another signed-in user reads it, may not edit
    expect((await page(fmea.id, '', a.cookie.kalip)).lines[0]?.can).toEqual({ edit: false, propose: false });

    const bad = await inject(a.cookie.kalite, 'GET', `/api/fmeas/${fmea.id}/lines?cursor=bm9wZQ`);
    expect(bad.statusCode).toBe(400);
    const unknown = await inject(a.cookie.kalite, 'GET', `/api/fmeas/${crypto.randomUUID()}/lines`);
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/fmeas/${fmea.id}/lines` })).statusCode).toBe(401);
  });

  it('computes the AP in SQL exactly as the domain does, for all 1 000 ratings and after a table change', async () => {
    const custom = DEFAULT_AP_CELLS.map((row) => row.map((cell) => cell.replace(/L/g, 'M')));
    for (const cells of [DEFAULT_AP_CELLS, custom]) {
      const rows = await queryRows<{ s: number; o: number; d: number; ap: string }>(
        t.ctx.db,
        sql`select s, o, d, fmea_ap(s, o, d, ${JSON.stringify(cells)}::jsonb) as ap
            from generate_series(1, 10) s, generate_series(1, 10) o, generate_series(1, 10) d`,
      );
      const lookup = apLookup(cells);
      expect(rows).toHaveLength(1000);
      expect(rows.filter((r) => r.ap !== lookup(r.s, r.o, r.d))).toEqual([]);
    }
    const [fallback] = await queryRows<{ same: boolean }>(
      t.ctx.db,
      sql`select (select ap_cells from fmea_settings where id = 1) is null
            or fmea_ap_cells() = (select ap_cells from fmea_settings where id = 1) as same`,
    );
    expect(fallback?.same).toBe(true);

    const fmea = await createFmea([ROW({ id: 'x', severity: 3, occurrence: 2, detection: 2 })]);
    expect((await line(fmea.id, 'x')).actionPriority).toBe('L');
    const saved = await inject(a.cookie.admin, 'PUT', '/api/fmea/settings', { apCells: custom });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await line(fmea.id, 'x')).actionPriority).toBe('M');
    await inject(a.cookie.admin, 'PUT', '/api/fmea/settings', { resetApTable: true });
    expect((await line(fmea.id, 'x')).actionPriority).toBe('L');
  });
});

describe('editing one line', () => {
  it('the owner edits ratings and the action: RPN and AP follow, the version moves, the history keeps before → after', async () => {
    const fmea = await createFmea([ROW({ id: 'l1' })]);
    const res = await inject(a.cookie.kalite, 'PATCH', `/api/fmeas/${fmea.id}/lines/l1`, {
      version: 1,
      detection: 3,
      recommendedAction: 'Kalıp bakım periyodu 20 000 baskıya indirilecek',
      responsible: 'Ayşe Demir',
      targetDate: '15.01.2027',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TFmeaLine>()).toMatchObject({
      detection: 3,
      rpn: 7 * 7 * 3,
      actionPriority: apLookup()(7, 7, 3),
      targetDate: '2027-01-15',
      version: 2,
      updatedByName: expect.any(String),
    });
    const { changes } = await history(fmea.id, 'l1');
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ source: 'edit', changedByName: expect.any(String) });
    expect(changes[0]?.fields).toEqual([
      { field: 'detection', before: '8', after: '3' },
      { field: 'recommendedAction', before: '', after: 'Kalıp bakım periyodu 20 000 baskıya indirilecek' },
      { field: 'responsible', before: '', after: 'Ayşe Demir' },
      { field: 'targetDate', before: '', after: '2027-01-15' },
    ]);
    // the risk analysis changed: the FMEA's version moved and a plan made before is stale
    const header = (await inject(a.cookie.kalite, 'GET', `/api/fmeas/${fmea.id}`)).json<TFmea>();
    expect(header.version).toBe(fmea.version + 1);
  });

  it('refuses a stale version (409), another user (403), an unknown line (404), a bad date and half a revision (400)', async () => {
    const fmea = await createFmea([ROW({ id: 'l1' })]);
    const url = `/api/fmeas/${fmea.id}/lines/l1`;
    expect((await inject(a.cookie.kalite, 'PATCH', url, { version: 1, severity: 8 })).statusCode).toBe(200);
    const stale = await inject(a.cookie.admin, 'PATCH', url, { version: 1, severity: 9 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({ code: 'stale_edit', message: LINE_MESSAGES.staleEdit });
    const other = await inject(a.cookie.kalip, 'PATCH', url, { version: 2, severity: 9 });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe(LINE_MESSAGES.forbiddenEdit);
    // a Yönetici may
    expect(
      (await inject(a.cookie.admin, 'PATCH', url, { version: 2, actionStatus: 'in_progress' })).statusCode,
    ).toBe(200);
    const missing = await inject(a.cookie.kalite, 'PATCH', `/api/fmeas/${fmea.id}/lines/nope`, {
      version: 1,
      severity: 2,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(LINE_MESSAGES.notFound);
    const date = await inject(a.cookie.kalite, 'PATCH', url, { version: 3, completionDate: '31.02.2027' });
    expect(date.statusCode).toBe(400);
    expect(date.json().error).toMatchObject({ message: LINE_MESSAGES.dateFormat, field: 'completionDate' });
    const half = await inject(a.cookie.kalite, 'PATCH', url, { version: 3, revised: { severity: 7 } });
    expect(half.statusCode).toBe(400);
    const empty = await inject(a.cookie.kalite, 'PATCH', url, { version: 3 });
    expect(empty.json().error.message).toBe(LINE_MESSAGES.emptyChange);
    // HTML is text: stored as sent, never interpreted here
    const html = await inject(a.cookie.kalite, 'PATCH', url, {
      version: 3,
      actionTaken: '<img src=x onerror=alert(1)>',
    });
    expect(html.json<TFmeaLine>().actionTaken).toBe('<img src=x onerror=alert(1)>');
  });

  it('of two concurrent edits of one version exactly one is saved', async () => {
    const fmea = await createFmea([ROW({ id: 'l1' })]);
    const url = `/api/fmeas/${fmea.id}/lines/l1`;
    const [x, y] = await Promise.all([
      inject(a.cookie.kalite, 'PATCH', url, { version: 1, occurrence: 2 }),
      inject(a.cookie.admin, 'PATCH', url, { version: 1, occurrence: 9 }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
    const winner = x.statusCode === 200 ? 2 : 9;
    expect((await line(fmea.id, 'l1')).occurrence).toBe(winner);
    expect((await history(fmea.id, 'l1')).changes).toHaveLength(1);
  });

  it('saving the whole FMEA again keeps what only the line knows and records what changed', async () => {
    const fmea = await createFmea([ROW({ id: 'keep' }), ROW({ id: 'gone', potentialFailure: 'Leke' })]);
    await inject(a.cookie.kalite, 'PATCH', `/api/fmeas/${fmea.id}/lines/keep`, {
      version: 1,
      actionStatus: 'in_progress',
    });
    const header = (await inject(a.cookie.kalite, 'GET', `/api/fmeas/${fmea.id}`)).json<TFmea>();
    const saved = await inject(a.cookie.kalite, 'PATCH', `/api/fmeas/${fmea.id}`, {
      version: header.version,
      rows: [ROW({ id: 'keep', causes: 'Zımba kırık' }), ROW({ id: 'new', potentialFailure: 'Çizik' })],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const lines = (await page(fmea.id, '?order=file')).lines;
    expect(lines.map((l) => [l.id, l.actionStatus, l.causes])).toEqual([
      ['keep', 'in_progress', 'Zımba kırık'],
      ['new', 'none', 'Kalıp ayırma yüzeyi aşınmış'],
    ]);
    expect((await history(fmea.id, 'keep')).changes[0]).toMatchObject({
      source: 'fmea',
      fields: [{ field: 'causes', before: 'Kalıp ayırma yüzeyi aşınmış', after: 'Zımba kırık' }],
    });
    // a save started before the line edit is refused, not allowed to undo it
    const old = await inject(a.cookie.kalite, 'PATCH', `/api/fmeas/${fmea.id}`, {
      version: fmea.version,
      name: 'x',
    });
    expect(old.statusCode).toBe(409);
  });
});

describe('plan → task → done → revised ratings on the line (AIAG-VDA step 6)', () => {
  it('closes the loop, each step on the line and in its history, the owner asked and the assignee proposing', async () => {
    const fmea = await createFmea([
      ROW({ id: 'l1' }),
      ROW({ id: 'l2', potentialFailure: 'Leke', severity: 3, occurrence: 2, detection: 2 }),
    ]);
    await inject(a.cookie.kalite, 'POST', `/api/fmeas/${fmea.id}/plan`, { useAi: false });
    const plan = { items: await planItems(t.app, a.cookie.kalite, fmea.id) };
    const item = plan.items.find((i) => i.rowId === 'l1');
    if (!item) throw new Error('plan item for l1');
    const due = inDays(20);
    const made = await inject(a.cookie.kalite, 'POST', `/api/fmeas/${fmea.id}/plan/tasks`, {
      tasks: [
        {
          itemId: item.id,
          task: { title: 'Op 20 Enjeksiyon — Çapak: kalıp bakımı', assigneeId: a.id.kalip, dueDate: due },
        },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    const taskId: string = made.json().links[0].taskId;

    const planned = await line(fmea.id, 'l1');
    expect(planned).toMatchObject({
      actionStatus: 'planned',
      recommendedAction: item.preventiveAction,
      targetDate: due,
      taskId,
      responsible: expect.any(String),
    });
    // the assignee may propose, nobody else but the owner sees the edit right
    expect((await line(fmea.id, 'l1', a.cookie.kalip)).can).toEqual({ edit: false, propose: true });
    expect((await line(fmea.id, 'l1', a.cookie.bakim)).can).toEqual({ edit: false, propose: false });

    for (const status of ['in_progress', 'review'] as const) {
      expect((await patchTask(t.app, a.cookie.kalip, taskId, { status })).statusCode).toBe(200);
    }
    expect((await line(fmea.id, 'l1')).actionStatus).toBe('in_progress');
    expect((await patchTask(t.app, a.cookie.kalip, taskId, { status: 'completed' })).statusCode).toBe(200);
    const done = await line(fmea.id, 'l1');
    expect(done).toMatchObject({
      actionStatus: 'done',
      completionDate: today(),
      actionTaken: 'Görev tamamlandı: Op 20 Enjeksiyon — Çapak: kalıp bakımı',
      revisedActionPriority: null,
    });
    const awaiting = await page(fmea.id, '?status=awaiting_revision');
    expect(awaiting.lines.map((l) => l.id)).toEqual(['l1']);
    const bell = (await inject(a.cookie.kalite, 'GET', '/api/notifications')).json();
    const asked = JSON.stringify(bell);
    expect(asked).toContain('revize S/O/D derecelendirmesini girin');
    expect(asked).toContain(`/reverse-fmea/analyze?fmea=${fmea.id}&line=l1`);

    // someone else may not propose; the assignee does, the owner is told
    const stranger = await inject(a.cookie.bakim, 'POST', `/api/fmeas/${fmea.id}/lines/l1/proposal`, {
      severity: 7,
      occurrence: 3,
      detection: 4,
    });
    expect(stranger.statusCode).toBe(403);
    const proposed = await inject(a.cookie.kalip, 'POST', `/api/fmeas/${fmea.id}/lines/l1/proposal`, {
      severity: 7,
      occurrence: 3,
      detection: 4,
      note: 'Yeni kalıp çeliği ile 3 vardiya çapaksız',
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json<TFmeaLine>().proposal).toMatchObject({ severity: 7, occurrence: 3, detection: 4 });
    expect(JSON.stringify((await inject(a.cookie.kalite, 'GET', '/api/notifications')).json())).toContain(
      'revize derecelendirme önerdi: S 7 / O 3 / D 4',
    );

    // the owner accepts it: revised RPN and AP, the proposal settled, the line drops in 'riskiest first'
    const current = await line(fmea.id, 'l1');
    const accepted = await inject(a.cookie.kalite, 'PATCH', `/api/fmeas/${fmea.id}/lines/l1`, {
      version: current.version,
      revised: { severity: 7, occurrence: 3, detection: 4 },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<TFmeaLine>()).toMatchObject({
      revised: { severity: 7, occurrence: 3, detection: 4 },
      revisedRpn: 84,
      revisedActionPriority: apLookup()(7, 3, 4),
      proposal: null,
    });
    expect((await page(fmea.id, '?status=awaiting_revision')).lines).toEqual([]);
    expect((await page(fmea.id, `?ap=${apLookup()(7, 3, 4)}`)).lines.map((l) => l.id)).toContain('l1');

    const sources = (await history(fmea.id, 'l1')).changes.map((c) => c.source);
    // planned, in progress, done (review left it in progress: no change, no entry)
    expect(sources).toEqual(['edit', 'proposal', 'task', 'task', 'task']);

    // reopened task: the line's action is open again
    expect((await patchTask(t.app, a.cookie.kalip, taskId, { status: 'review' })).statusCode).toBe(200);
    expect(await line(fmea.id, 'l1')).toMatchObject({ actionStatus: 'in_progress', completionDate: '' });
  });
});
