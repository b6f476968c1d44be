import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TFmeaLineFeedRow, ZFmeaLineFeedRow } from '../../domain/feeds/contract';
import type { TFmea } from '../../domain/fmea/contract';
import { apLookup } from '../../domain/fmea/plan/ap-table';
import { type Actors, loginActors } from '../testing/task-test-helpers';
import { createTestApp, type TestApp } from '../testing/test-app';
import { fmeaLineFeed } from './fmea-line-feed';
import { feedChunks } from './stream-feed';

let t: TestApp;
let a: Actors;
let secret: string;
const created: TFmea[] = [];

const row = (id: string, failure: string, s: number, o: number | null, d: number | null) => ({
  id,
  processStep: 'Op 20 Kesme',
  potentialFailure: failure,
  severity: s,
  causes: 'Zımba aşınması',
  occurrence: o,
  detection: d,
  specialClass: id === 'a1' ? 'CC' : '',
});

beforeAll(async () => {
  t = await createTestApp();
  a = await loginActors(t.app);
  for (const [name, rows] of [
    [
      'Braket PFMEA',
      [row('a1', 'Çapak', 7, 7, 8), row('a2', 'Ölçü dışı', 8, 3, 4), row('a3', 'Vida eksik', 6, null, null)],
    ],
    ['Kapak PFMEA', [row('b1', '=HYPERLINK("http://kötü")', 5, 5, 5), row('b2', 'Leke', 3, 2, 2)]],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/fmeas',
      headers: { cookie: a.cookie.kalite },
      payload: { name, partOrProcess: 'Braket', rows },
    });
    expect(res.statusCode, res.body).toBe(201);
    created.push(res.json<TFmea>());
  }
  const first = created[0];
  if (!first) throw new Error('fmea');
  const done = await t.app.inject({
    method: 'PATCH',
    url: `/api/fmeas/${first.id}/lines/a1`,
    headers: { cookie: a.cookie.kalite },
    payload: {
      version: 1,
      recommendedAction: 'Zımba ömrü sayacı',
      actionStatus: 'done',
      completionDate: '20.01.2027',
      revised: { severity: 7, occurrence: 3, detection: 4 },
    },
  });
  expect(done.statusCode, done.body).toBe(200);
  const token = await t.app.inject({
    method: 'POST',
    url: '/api/api-tokens',
    headers: { cookie: a.cookie.bakim },
    payload: { name: 'Power BI' },
  });
  secret = token.json().secret;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const feed = (query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/feeds/fmea-lines${query}`,
    headers: { authorization: `Bearer ${secret}` },
  });

describe('the FMEA lines feed (issue 23 §10)', () => {
  it('gives every line of every FMEA, oldest FMEA first, with ratings and AP before and after, status and dates', async () => {
    const res = await feed('?format=json');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<TFmeaLineFeedRow[]>();
    for (const r of rows) ZFmeaLineFeedRow.strict().parse(r);
    expect(rows.map((r) => r.lineId)).toEqual(['a1', 'a2', 'a3', 'b1', 'b2']);
    expect(rows[0]).toMatchObject({
      fmeaName: 'Braket PFMEA',
      owner: expect.any(String),
      position: 1,
      processStep: 'Op 20 Kesme',
      potentialFailure: 'Çapak',
      cause: 'Zımba aşınması',
      specialClass: 'CC',
      severity: 7,
      occurrence: 7,
      detection: 8,
      rpn: 392,
      ap: apLookup()(7, 7, 8),
      recommendedAction: 'Zımba ömrü sayacı',
      actionStatus: 'done',
      actionStatusLabel: 'Tamamlandı',
      completionDate: '2027-01-20',
      revisedRpn: 84,
      revisedAp: apLookup()(7, 3, 4),
    });
    expect(rows[2]).toMatchObject({
      occurrence: null,
      detection: null,
      rpn: null,
      ap: '',
      actionStatusLabel: 'Aksiyon yok',
    });
  });

  it('writes CSV with the BOM and the Turkish separator, a formula-looking failure neutralised', async () => {
    const res = await feed('');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="fmea_satirlari_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/^fmeaId;fmeaName;partOrProcess;owner;lineId;position;processStep;/);
    expect(lines.find((l) => l.includes('HYPERLINK'))).toContain(`"'=HYPERLINK(""http://kötü"")"`);
  });

  it('pages through without losing or repeating a line across FMEAs', async () => {
    const viewer = { id: a.id.kalite, isAdmin: false };
    let text = '';
    for await (const chunk of feedChunks(t.ctx.db, fmeaLineFeed, viewer, { format: 'json', locale: 'tr' }, 2))
      text += chunk;
    const paged = JSON.parse(text) as TFmeaLineFeedRow[];
    expect(paged.map((r) => `${r.fmeaName}/${r.lineId}`)).toEqual([
      'Braket PFMEA/a1',
      'Braket PFMEA/a2',
      'Braket PFMEA/a3',
      'Kapak PFMEA/b1',
      'Kapak PFMEA/b2',
    ]);
  });
});
