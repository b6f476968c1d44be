import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FMEA_MESSAGES, type TFmea, type TFmeaPlan, type TFmeaRowInput } from '../../domain/fmea/contract';
import type { TFmeaLine, TLinePage } from '../../domain/fmea/line-contract';
import { generateFmeaRows } from '../testing/fmea-rows';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';
import { planItems } from '../testing/plan-items';

const ROW: TFmeaRowInput = {
  processStep: 'Op 20 Enjeksiyon',
  potentialFailure: 'Çapak',
  effects: 'Montajda takılma',
  severity: 7,
  causes: 'Kalıp ayırma yüzeyi aşınmış',
  occurrence: 7,
  controls: 'Görsel kontrol',
  detection: 8,
};

let t: TestApp;
const cookies = { admin: '', kalite: '', kalip: '' };
beforeAll(async () => {
  t = await createTestApp();
  cookies.admin = await loginAs(t.app, ...DEMO.admin);
  cookies.kalite = await loginAs(t.app, ...DEMO.kalite);
  cookies.kalip = await loginAs(t.app, ...DEMO.kalip);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  cookie: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function create(cookie: string, body: Record<string, unknown> = {}): Promise<TFmea> {
  const res = await call('POST', '/api/fmeas', cookie, { name: 'Kapı paneli PFMEA', rows: [ROW], ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TFmea>();
}

/** Every line of an FMEA in the file's order (one page: the tests' FMEAs are small). */
async function linesOf(id: string, cookie = cookies.kalite): Promise<TFmeaLine[]> {
  const res = await call('GET', `/api/fmeas/${id}/lines?order=file&limit=1000`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TLinePage>().lines;
}

describe('stored FMEAs', () => {
  it('creates an FMEA (201) owned by the caller, RPN computed, `can` for the owner', async () => {
    const fmea = await create(cookies.kalite, {
      partOrProcess: 'Kapı paneli / Enjeksiyon',
      sourceFileName: 'pfmea.xlsx',
      rows: [
        { ...ROW, rpn: 1, issues: [] },
        { ...ROW, id: 'own-id', potentialFailure: 'Eksik Baskı' },
      ],
    });
    expect(fmea).toMatchObject({
      name: 'Kapı paneli PFMEA',
      partOrProcess: 'Kapı paneli / Enjeksiyon',
      sourceFileName: 'pfmea.xlsx',
      ownerName: expect.any(String),
      rowCount: 2,
      plan: null,
      can: { edit: true, delete: true, plan: true },
    });
    expect((await linesOf(fmea.id))[0]).toMatchObject({
      potentialFailure: 'Çapak',
      rpn: 7 * 7 * 8,
      sourceRow: null,
    });
    expect((await linesOf(fmea.id))[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await linesOf(fmea.id))[1]?.id).toBe('own-id');

    const reopened = await call('GET', `/api/fmeas/${fmea.id}`, cookies.kalite);
    expect(reopened.json()).toEqual(fmea);
  });

  it('refuses invalid rows with a Turkish message on the field', async () => {
    const res = await call('POST', '/api/fmeas', cookies.kalite, {
      name: 'x',
      rows: [{ ...ROW, severity: 11 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message: FMEA_MESSAGES.rating });
    const empty = await call('POST', '/api/fmeas', cookies.kalite, { name: 'x', rows: [] });
    expect(empty.json().error.message).toBe(FMEA_MESSAGES.noRows);
  });

  it('another user sees the FMEA but may not edit, plan or delete it; a Yönetici may', async () => {
    const fmea = await create(cookies.kalite);
    const seen = await call('GET', `/api/fmeas/${fmea.id}`, cookies.kalip);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().can).toEqual({ edit: false, delete: false, plan: false });

    const edit = await call('PATCH', `/api/fmeas/${fmea.id}`, cookies.kalip, { version: 1, name: 'Benim' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error.message).toBe(FMEA_MESSAGES.forbiddenEdit);
    const plan = await call('POST', `/api/fmeas/${fmea.id}/plan`, cookies.kalip);
    expect(plan.statusCode).toBe(403);
    const del = await call('DELETE', `/api/fmeas/${fmea.id}`, cookies.kalip);
    expect(del.statusCode).toBe(403);
    expect(del.json().error.message).toBe(FMEA_MESSAGES.forbiddenDelete);
    expect((await call('GET', `/api/fmeas/${fmea.id}`, cookies.kalite)).json().name).toBe(
      'Kapı paneli PFMEA',
    );

    const adminEdit = await call('PATCH', `/api/fmeas/${fmea.id}`, cookies.admin, {
      version: 1,
      name: 'Yönetici adı',
    });
    expect(adminEdit.statusCode).toBe(200);
    expect(adminEdit.json().can.delete).toBe(true);
    const adminDelete = await call('DELETE', `/api/fmeas/${fmea.id}`, cookies.admin);
    expect(adminDelete.statusCode).toBe(200);
    expect((await call('GET', `/api/fmeas/${fmea.id}`, cookies.kalite)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and 400 for a malformed one, on every route', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', `/api/fmeas/${unknown}`],
      ['PATCH', `/api/fmeas/${unknown}`],
      ['DELETE', `/api/fmeas/${unknown}`],
      ['POST', `/api/fmeas/${unknown}/plan`],
    ] as const) {
      const res = await call(
        method,
        url,
        cookies.kalite,
        method === 'PATCH' ? { version: 1, name: 'x' } : undefined,
      );
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.message).toBe(FMEA_MESSAGES.notFound);
    }
    expect((await call('GET', '/api/fmeas/..%2Fsettings', cookies.kalite)).statusCode).toBe(400);
  });

  it('edits rows: the stored plan is kept and marked stale', async () => {
    const fmea = await create(cookies.kalite);
    const planned = await call('POST', `/api/fmeas/${fmea.id}/plan`, cookies.kalite);
    expect(planned.json<TFmeaPlan>().stale).toBe(false);
    const rowId = (await linesOf(fmea.id))[0]?.id ?? '';
    const edited = await call('PATCH', `/api/fmeas/${fmea.id}`, cookies.kalite, {
      version: fmea.version,
      rows: [{ ...ROW, id: rowId, detection: 3 }],
    });
    expect(edited.statusCode).toBe(200);
    const body = edited.json<TFmea>();
    expect((await linesOf(fmea.id))[0]).toMatchObject({ id: rowId, detection: 3, rpn: 7 * 7 * 3 });
    expect(body.plan?.stale).toBe(true);
    expect(body.plan?.itemCount).toBe(1);
    const rename = await call('PATCH', `/api/fmeas/${fmea.id}`, cookies.kalite, {
      version: body.version,
      name: 'Yeni ad',
    });
    expect(rename.json<TFmea>().plan?.stale).toBe(true);
    const empty = await call('PATCH', `/api/fmeas/${fmea.id}`, cookies.kalite, { version: 3 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(FMEA_MESSAGES.emptyChange);
  });

  it('refuses an edit that starts from an older version (409, Turkish), and one without a version', async () => {
    const fmea = await create(cookies.kalite);
    expect(fmea.version).toBe(1);
    // A plan does not change the version: an edit begun before it is still current.
    await call('POST', `/api/fmeas/${fmea.id}/plan`, cookies.kalite);
    const first = await call('PATCH', `/api/fmeas/${fmea.id}`, cookies.kalite, { version: 1, name: 'A' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<TFmea>().version).toBe(2);
    const stale = await call('PATCH', `/api/fmeas/${fmea.id}`, cookies.admin, { version: 1, name: 'B' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({ code: 'stale_edit', message: FMEA_MESSAGES.staleEdit });
    expect(FMEA_MESSAGES.staleEdit).toBe(
      'Bu FMEA siz düzenlerken başka biri tarafından değiştirildi. Sayfayı yenileyip tekrar deneyin.',
    );
    expect((await call('GET', `/api/fmeas/${fmea.id}`, cookies.kalite)).json()).toMatchObject({
      name: 'A',
      version: 2,
    });
    const missing = await call('PATCH', `/api/fmeas/${fmea.id}`, cookies.kalite, { name: 'C' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(FMEA_MESSAGES.versionRequired);
  });

  it('of two concurrent edits of the same version exactly one is saved, the other gets 409', async () => {
    const fmea = await create(cookies.kalite);
    const rowId = (await linesOf(fmea.id))[0]?.id ?? '';
    for (let round = 0; round < 3; round++) {
      const { version } = (await call('GET', `/api/fmeas/${fmea.id}`, cookies.kalite)).json<TFmea>();
      const [a, b] = await Promise.all([
        call('PATCH', `/api/fmeas/${fmea.id}`, cookies.kalite, {
          version,
          name: `Kalite ${round}`,
          rows: [{ ...ROW, id: rowId, detection: 2 }],
        }),
        call('PATCH', `/api/fmeas/${fmea.id}`, cookies.admin, {
          version,
          name: `Yönetici ${round}`,
          rows: [{ ...ROW, id: rowId, detection: 9 }],
        }),
      ]);
      expect([a.statusCode, b.statusCode].sort(), `${a.body} ${b.body}`).toEqual([200, 409]);
      const winner = a.statusCode === 200 ? a : b;
      const stored = (await call('GET', `/api/fmeas/${fmea.id}`, cookies.kalite)).json<TFmea>();
      // The stored FMEA is the winner's, whole: its name with its rows, never a mix.
      expect(stored).toMatchObject({ version: version + 1, name: winner.json<TFmea>().name });
      expect((await linesOf(fmea.id))[0]?.detection).toBe(winner === a ? 2 : 9);
    }
  });

  it('lists headers newest change first, a page at a time, with search and "mine"', async () => {
    const mine = await create(cookies.kalip, { name: 'Liste Çamurluk FMEA' });
    await create(cookies.kalip, { name: 'Liste Tampon FMEA' });
    await create(cookies.kalip, { name: 'Liste Konsol FMEA' });
    const first = await call('GET', '/api/fmeas?limit=2&scope=mine&search=liste', cookies.kalip);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.fmeas.map((f: TFmea) => f.name)).toEqual(['Liste Konsol FMEA', 'Liste Tampon FMEA']);
    expect(page1.fmeas[0]).not.toHaveProperty('rows');
    const second = await call(
      'GET',
      `/api/fmeas?limit=2&scope=mine&search=liste&cursor=${page1.nextCursor}`,
      cookies.kalip,
    );
    expect(second.json().fmeas.map((f: TFmea) => f.id)).toEqual([mine.id]);
    expect(second.json().nextCursor).toBeNull();
    // Folded search: 'CAMURLUK' finds 'Çamurluk'.
    const folded = await call('GET', '/api/fmeas?search=CAMURLUK', cookies.kalite);
    expect(folded.json().fmeas.map((f: TFmea) => f.id)).toEqual([mine.id]);
    const bad = await call('GET', '/api/fmeas?cursor=bm9wZQ', cookies.kalite);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(FMEA_MESSAGES.invalidCursor);
  });
});

describe('plan generation', () => {
  it('makes a plan for one row, by the rules, stored with the FMEA', async () => {
    const fmea = await create(cookies.kalite);
    const res = await call('POST', `/api/fmeas/${fmea.id}/plan`, cookies.kalite);
    expect(res.statusCode).toBe(200);
    const plan = { ...res.json<TFmeaPlan>(), items: await planItems(t.app, cookies.kalite, fmea.id) };
    expect(plan).toMatchObject({ aiProvider: null, aiFallback: null, stale: false, itemCount: 1 });
    expect(plan.counts).toEqual({ high: 1, medium: 0, low: 0 });
    expect(plan.items).toHaveLength(1);
    expect(plan.items[0]).toMatchObject({
      rowId: (await linesOf(fmea.id))[0]?.id,
      originalFailure: 'Çapak',
      priority: 'high',
      actionPriority: 'H',
      rpn: 392,
      rpnBand: 'red',
      actionType: 'detection',
      responsibility: 'Bakım',
      timeline: '30 gün',
      knowledgeEntry: { name: 'Çapak' },
      source: 'rules',
    });
    expect(plan.items[0]?.reason).toContain('D=8 > 7: tespit zayıf');
    const reopened = (await call('GET', `/api/fmeas/${fmea.id}`, cookies.kalite)).json<TFmea>();
    expect(reopened.plan).toEqual(res.json<TFmeaPlan>());
    expect(reopened.planItemCount).toBe(1);
  });

  it('stores a row without O/D flagged, plans without it (reason given) and takes it in once completed', async () => {
    const { occurrence: _o, detection: _d, ...unrated } = ROW;
    const fmea = await create(cookies.kalite, {
      rows: [
        ROW,
        { ...unrated, processStep: 'Op 30 Montaj', potentialFailure: 'Vida eksik', sourceRow: 109 },
      ],
    });
    expect((await linesOf(fmea.id))[1]).toMatchObject({
      occurrence: null,
      detection: null,
      rpn: null,
      missingRatings: ['occurrence', 'detection'],
      sourceRow: 109,
    });
    expect((await linesOf(fmea.id))[0]?.missingRatings).toBeUndefined();
    const plan = (await call('POST', `/api/fmeas/${fmea.id}/plan`, cookies.kalite)).json<TFmeaPlan>();
    expect((await planItems(t.app, cookies.kalite, fmea.id)).map((i) => i.originalFailure)).toEqual([
      'Çapak',
    ]);
    expect(plan.excluded).toEqual([
      {
        rowId: (await linesOf(fmea.id))[1]?.id,
        processStep: 'Op 30 Montaj',
        potentialFailure: 'Vida eksik',
        missing: ['occurrence', 'detection'],
        reason:
          'Eksik derecelendirme: O (olasılık) ve D (tespit) girilmemiş; satır tamamlanınca (FMEA’yı düzenleyip) plana alınır.',
      },
    ]);
    expect((await call('GET', `/api/fmeas/${fmea.id}`, cookies.kalite)).json<TFmea>().plan).toEqual(plan);

    // completed later: the same row id, now rated, joins the next plan
    const edited = await call('PATCH', `/api/fmeas/${fmea.id}`, cookies.kalite, {
      version: fmea.version,
      rows: [(await linesOf(fmea.id))[0], { ...(await linesOf(fmea.id))[1], occurrence: 4, detection: 6 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const completed = (await linesOf(fmea.id))[1];
    expect(completed).toMatchObject({ occurrence: 4, detection: 6, rpn: 7 * 4 * 6 });
    expect(completed?.missingRatings).toBeUndefined();
    const again = (await call('POST', `/api/fmeas/${fmea.id}/plan`, cookies.kalite)).json<TFmeaPlan>();
    expect(again.excluded).toEqual([]);
    expect((await planItems(t.app, cookies.kalite, fmea.id)).map((i) => i.originalFailure).sort()).toEqual(
      ['Vida eksik', 'Çapak'].sort(),
    );
  });

  it('makes a plan for 10 000 rows', async () => {
    const rows = generateFmeaRows(10_000);
    const created = await call('POST', '/api/fmeas', cookies.kalite, { name: 'Büyük PFMEA', rows });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<TFmea>();
    const res = await call('POST', `/api/fmeas/${id}/plan`, cookies.kalite, { useAi: false });
    expect(res.statusCode).toBe(200);
    expect(res.json<TFmeaPlan>()).toMatchObject({ itemCount: 10_000 });
    // the answer is the plan's figures, never its items
    expect(res.body.length).toBeLessThan(200_000);
    const plan = { items: await planItems(t.app, cookies.kalite, id) };
    expect(plan.items).toHaveLength(10_000);
    expect(new Set(plan.items.map((i) => i.rowId)).size).toBe(10_000);
    const order = { H: 0, M: 1, L: 2 };
    for (let i = 1; i < plan.items.length; i++) {
      expect(order[plan.items[i]!.actionPriority]).toBeGreaterThanOrEqual(
        order[plan.items[i - 1]!.actionPriority],
      );
    }
    const summary = (await call('GET', '/api/fmeas?search=buyuk', cookies.kalite)).json().fmeas[0];
    expect(summary).toMatchObject({ rowCount: 10_000, planItemCount: 10_000 });
  }, 60_000);

  it('uses the organisation settings', async () => {
    const fmea = await create(cookies.kalite);
    const saved = await call('PUT', '/api/fmea/settings', cookies.admin, {
      timelineDays: { high: 10, medium: 20, low: 40 },
    });
    expect(saved.statusCode).toBe(200);
    await call('POST', `/api/fmeas/${fmea.id}/plan`, cookies.kalite);
    const plan = { items: await planItems(t.app, cookies.kalite, fmea.id) };
    expect(plan.items[0]?.timeline).toBe('10 gün');
    await call('PUT', '/api/fmea/settings', cookies.admin, {
      timelineDays: { high: 30, medium: 60, low: 90 },
    });
  });
});

describe('FMEA settings', () => {
  it('everyone reads the defaults; the AP table is labelled as the AIAG-VDA default', async () => {
    const res = await call('GET', '/api/fmea/settings', cookies.kalite);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      apTableLabel: 'AIAG-VDA 2019 (varsayılan)',
      apTableIsDefault: true,
      rpnBands: { red: 150, yellow: 100 },
      can: { edit: false },
    });
    expect((await call('GET', '/api/fmea/settings', cookies.admin)).json().can).toEqual({ edit: true });
  });

  it('only a Yönetici edits; a cell change relabels the table and reset restores the default', async () => {
    const current = (await call('GET', '/api/fmea/settings', cookies.admin)).json();
    const cells = current.apCells.map((row: string[]) => [...row]);
    cells[4][4] = 'HHHH';
    const refused = await call('PUT', '/api/fmea/settings', cookies.kalite, { apCells: cells });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(FMEA_MESSAGES.settingsAdminOnly);

    const edited = await call('PUT', '/api/fmea/settings', cookies.admin, {
      apCells: cells,
      rpnBands: { red: 200, yellow: 80 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      apTableIsDefault: false,
      rpnBands: { red: 200, yellow: 80 },
      updatedByName: expect.any(String),
    });
    // S=1, O=1, D=1 is now H: a plan made by anyone follows the organisation's table.
    const fmea = await create(cookies.kalite, {
      rows: [{ ...ROW, severity: 1, occurrence: 1, detection: 1 }],
    });
    await call('POST', `/api/fmeas/${fmea.id}/plan`, cookies.kalite);
    expect((await planItems(t.app, cookies.kalite, fmea.id))[0]).toMatchObject({
      actionPriority: 'H',
      priority: 'high',
    });

    const reset = await call('PUT', '/api/fmea/settings', cookies.admin, { resetApTable: true });
    expect(reset.json()).toMatchObject({
      apTableIsDefault: true,
      apTableLabel: 'AIAG-VDA 2019 (varsayılan)',
      rpnBands: { red: 200, yellow: 80 },
    });
    const bad = await call('PUT', '/api/fmea/settings', cookies.admin, { rpnBands: { red: 50, yellow: 80 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(FMEA_MESSAGES.rpnBands);
    await call('PUT', '/api/fmea/settings', cookies.admin, { rpnBands: { red: 150, yellow: 100 } });
  });
});
