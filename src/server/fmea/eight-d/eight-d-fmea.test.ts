import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFmea, TFmeaRowInput } from '../../../domain/fmea/contract';
import { EIGHT_D_FMEA_MESSAGES, type TEightDFmeaLink } from '../../../domain/fmea/eight-d/contract';
import type { TFmeaLine, TLineHistory, TLinePage } from '../../../domain/fmea/line-contract';
import { type Actors, loginActors } from '../../testing/task-test-helpers';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let a: Actors;
type Who = keyof Actors['cookie'];

const inject = (who: Who, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: a.cookie[who] },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const ROWS: TFmeaRowInput[] = [
  {
    id: 'burr',
    processStep: 'Op 20 Enjeksiyon',
    potentialFailure: 'Çapaklı parça',
    severity: 7,
    causes: 'Yanlış ütüleme basıncı',
    occurrence: 3,
    detection: 5,
  },
  {
    id: 'short',
    processStep: 'Op 20 Enjeksiyon',
    potentialFailure: 'Eksik baskı',
    severity: 6,
    causes: 'Düşük enjeksiyon basıncı',
    occurrence: 4,
    detection: 4,
  },
];

async function analysis(who: Who = 'kalite', over: Record<string, unknown> = {}): Promise<string> {
  const res = await inject(who, 'POST', '/api/analyses', {
    title: 'Kapı panelinde çapak',
    description: 'Kapı iç panelinin ayırma çizgisinde ince çapak var',
    customerImpact: 'Montaj hattında klips oturmuyor',
    category: 'quality',
    severity: 'high',
    department: 'production',
    discoveryDate: '2026-11-20',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function fmea(who: Who = 'kalite', rows = ROWS): Promise<TFmea> {
  const res = await inject(who, 'POST', '/api/fmeas', {
    name: 'Kapı paneli PFMEA',
    partOrProcess: 'Enjeksiyon',
    rows,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TFmea>();
}

const lines = async (id: string) =>
  (await inject('kalite', 'GET', `/api/fmeas/${id}/lines?order=file`)).json<TLinePage>().lines;

beforeAll(async () => {
  t = await createTestApp();
  a = await loginActors(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('closing an 8D (D8) proposes PFMEA changes the FMEA owner accepts or rejects', () => {
  it('proposes a cause, a control and O/D for the line of that operation and failure; accepted, the line changes and names the 8D', async () => {
    const target = await fmea();
    const id = await analysis();
    const before = (await inject('kalite', 'GET', `/api/analyses/${id}/fmea`)).json<TEightDFmeaLink>();
    expect(before).toEqual({ closure: null, canClose: true, proposals: [] });
    expect((await inject('kalip', 'GET', `/api/analyses/${id}/fmea`)).json().canClose).toBe(false);

    const closed = await inject('kalite', 'POST', `/api/analyses/${id}/closure`, {
      fmeaId: target.id,
      operation: 'OP 20',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const link = closed.json<TEightDFmeaLink>();
    expect(link.closure).toMatchObject({
      fmeaId: target.id,
      fmeaName: 'Kapı paneli PFMEA',
      operation: 'OP 20',
      closedByName: expect.any(String),
    });
    expect(link.canClose).toBe(false);
    expect(link.proposals.map((p) => [p.lineId, p.change.kind, p.status])).toEqual([
      ['burr', 'cause', 'pending'],
      ['burr', 'control', 'pending'],
      ['burr', 'ratings', 'pending'],
    ]);
    expect(link.proposals[2]?.change).toEqual({ kind: 'ratings', occurrence: 4, detection: 7 });
    expect(
      link.proposals.every((p) => p.can.decide && p.lineLabel === 'Op 20 Enjeksiyon — Çapaklı parça'),
    ).toBe(true);

    const again = await inject('kalite', 'POST', `/api/analyses/${id}/closure`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(EIGHT_D_FMEA_MESSAGES.alreadyClosed);

    // another user may not decide; the owner accepts the cause and the ratings, rejects the control
    const [cause, control, ratings] = link.proposals;
    if (!cause || !control || !ratings) throw new Error('three proposals');
    const stranger = await inject('kalip', 'POST', `/api/fmea-proposals/${cause.id}/decision`, {
      decision: 'accept',
    });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.message).toBe(EIGHT_D_FMEA_MESSAGES.forbiddenDecide);
    for (const [p, decision] of [
      [cause, 'accept'],
      [control, 'reject'],
      [ratings, 'accept'],
    ] as const) {
      const res = await inject('kalite', 'POST', `/api/fmea-proposals/${p.id}/decision`, { decision });
      expect(res.statusCode, res.body).toBe(200);
    }
    const twice = await inject('kalite', 'POST', `/api/fmea-proposals/${cause.id}/decision`, {
      decision: 'reject',
    });
    expect(twice.statusCode).toBe(409);

    const burr = (await lines(target.id)).find((l) => l.id === 'burr') as TFmeaLine;
    expect(burr.causes).toBe(
      `Yanlış ütüleme basıncı; ${cause.change.kind === 'cause' ? cause.change.add : ''}`,
    );
    expect(burr.preventionControls).toBe('');
    expect(burr).toMatchObject({ occurrence: 4, detection: 7, rpn: 7 * 4 * 7 });
    const history = (
      await inject('kalite', 'GET', `/api/fmeas/${target.id}/lines/burr/changes`)
    ).json<TLineHistory>();
    expect(history.changes.map((c) => c.source)).toEqual(['8d', '8d']);
    expect(history.changes[0]?.fields[0]).toEqual({
      field: 'eightD',
      before: '',
      after: 'Kapı panelinde çapak',
    });

    // the 8D shows what became of each proposal
    const after = (await inject('kalip', 'GET', `/api/analyses/${id}/fmea`)).json<TEightDFmeaLink>();
    expect(after.proposals.map((p) => [p.status, p.decidedByName !== null, p.can.decide])).toEqual([
      ['accepted', true, false],
      ['rejected', true, false],
      ['accepted', true, false],
    ]);
    // the FMEA's rows changed: its stored plan (none here) would be stale, and its version moved
    const header = (await inject('kalite', 'GET', `/api/fmeas/${target.id}`)).json<TFmea>();
    expect(header.version).toBeGreaterThan(target.version);
  });

  it('proposes a new line when the named FMEA has none for this failure; accepted, the FMEA gains it', async () => {
    const target = await fmea('kalite', [ROWS[1] as TFmeaRowInput]);
    const id = await analysis('kalite', { customerImpact: '' });
    const link = (
      await inject('kalite', 'POST', `/api/analyses/${id}/closure`, {
        fmeaId: target.id,
        operation: 'Op 20 Enjeksiyon',
      })
    ).json<TEightDFmeaLink>();
    expect(link.proposals).toHaveLength(1);
    const [proposal] = link.proposals;
    expect(proposal?.change).toMatchObject({
      kind: 'line',
      processStep: 'Op 20 Enjeksiyon',
      severity: 8,
      occurrence: 4,
      detection: 5,
    });
    expect(
      (await inject('kalite', 'POST', `/api/fmea-proposals/${proposal?.id}/decision`, { decision: 'accept' }))
        .statusCode,
    ).toBe(200);
    const after = await lines(target.id);
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({
      processStep: 'Op 20 Enjeksiyon',
      severity: 8,
      occurrence: 4,
      detection: 5,
      position: 1,
    });
    const decided = (await inject('kalite', 'GET', `/api/analyses/${id}/fmea`)).json<TEightDFmeaLink>();
    expect(decided.proposals[0]?.lineId).toBe(after[1]?.id);
    expect((await inject('kalite', 'GET', `/api/fmeas/${target.id}`)).json<TFmea>().rowCount).toBe(2);
  });

  it('with no FMEA named, finds the lines of that failure in any FMEA; only the author or a Yönetici closes', async () => {
    const other = await fmea('admin');
    const id = await analysis('kalite');
    const refused = await inject('kalip', 'POST', `/api/analyses/${id}/closure`, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(EIGHT_D_FMEA_MESSAGES.forbiddenClose);
    const link = (await inject('kalite', 'POST', `/api/analyses/${id}/closure`, {})).json<TEightDFmeaLink>();
    expect(link.closure).toMatchObject({ fmeaId: null, operation: '' });
    const inOther = link.proposals.filter((p) => p.fmeaId === other.id);
    expect(inOther.map((p) => p.change.kind)).toEqual(['cause', 'control', 'ratings']);
    // proposals for the admin's FMEA: kalite (the 8D's author) may not decide them
    expect(inOther.every((p) => !p.can.decide)).toBe(true);
    const bell = JSON.stringify((await inject('admin', 'GET', '/api/notifications')).json());
    expect(bell).toContain('8D raporunu kapattı');
    expect(bell).toContain(`/8d/history?report=${id}`);
  });

  it('refuses an unknown FMEA (400 on the field), an unknown 8D and proposal (404), a bad body (400)', async () => {
    const id = await analysis();
    const unknownFmea = await inject('kalite', 'POST', `/api/analyses/${id}/closure`, {
      fmeaId: crypto.randomUUID(),
    });
    expect(unknownFmea.statusCode).toBe(400);
    expect(unknownFmea.json().error.field).toBe('fmeaId');
    expect(
      (await inject('kalite', 'POST', `/api/analyses/${crypto.randomUUID()}/closure`, {})).statusCode,
    ).toBe(404);
    expect(
      (
        await inject('kalite', 'POST', `/api/fmea-proposals/${crypto.randomUUID()}/decision`, {
          decision: 'accept',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await inject('kalite', 'POST', `/api/analyses/${id}/closure`, { operation: 'x'.repeat(201) })).json()
        .error.message,
    ).toBe(EIGHT_D_FMEA_MESSAGES.operationTooLong);
    // the failed attempts closed nothing
    expect((await inject('kalite', 'GET', `/api/analyses/${id}/fmea`)).json().closure).toBeNull();
  });
});
