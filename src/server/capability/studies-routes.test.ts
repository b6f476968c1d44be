import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateCapability } from '../../domain/capability/capability';
import { CAPABILITY_MESSAGES as M } from '../../domain/capability/messages';
import datasets from '../../domain/capability/fixtures/datasets.json';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';

let t: TestApp;
const cookies = { kalite: '', kalip: '', admin: '' };
beforeAll(async () => {
  t = await createTestApp();
  cookies.kalite = await loginAs(t.app, ...DEMO.kalite);
  cookies.kalip = await loginAs(t.app, ...DEMO.kalip);
  cookies.admin = await loginAs(t.app, ...DEMO.admin);
}, 120_000);
afterAll(async () => {
  await t?.close();
}, 60_000);

const shaft = datasets.shaftDiameter;
const skewed = datasets.skewed;
const study = (overrides: Record<string, unknown> = {}) => ({
  name: 'Mil çapı — Hat 3',
  partNumber: 'PRC-0425',
  characteristic: 'Ø25 ±0,1',
  nominal: shaft.nominal,
  upperTolerance: shaft.upperTolerance,
  lowerTolerance: shaft.lowerTolerance,
  values: shaft.values,
  ...overrides,
});
type As = keyof typeof cookies;
const post = (payload: unknown, as: As = 'kalite') =>
  t.app.inject({
    method: 'POST',
    url: '/api/capability-studies',
    headers: { cookie: cookies[as] },
    payload: payload as object,
  });
const get = (url: string, as: As = 'kalite') =>
  t.app.inject({ method: 'GET', url, headers: { cookie: cookies[as] } });
const remove = (id: string, as: As = 'kalite') =>
  t.app.inject({ method: 'DELETE', url: `/api/capability-studies/${id}`, headers: { cookie: cookies[as] } });
const UNKNOWN_ID = '4b0f3d1e-8a51-4c1e-9d2a-2f6f0c1b7e10';

describe('POST /api/capability-studies', () => {
  it('saves a study with the result computed on the server (201)', async () => {
    const res = await post(study());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const expected = calculateCapability(study());
    expect(expected.ok).toBe(true);
    if (expected.ok) expect(body.result).toEqual(expected.result);
    expect(body).toMatchObject({
      name: 'Mil çapı — Hat 3',
      partNumber: 'PRC-0425',
      characteristic: 'Ø25 ±0,1',
      values: shaft.values,
      userFullName: expect.any(String),
    });
    expect(new Date(body.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('never takes a result from the client: an extra field is refused', async () => {
    const res = await post({ ...study(), result: { cpk: 9 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_error', field: 'result' });
  });

  it('stores blank optional labels as null and keeps text as text', async () => {
    const res = await post(study({ name: '  <b>Kapak</b>  ', partNumber: '', characteristic: undefined }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: '<b>Kapak</b>', partNumber: null, characteristic: null });
  });

  it.each([
    ['a blank name', study({ name: '   ' }), M.studyNameRequired, 'name'],
    ['a 121-character name', study({ name: 'x'.repeat(121) }), M.studyNameTooLong, 'name'],
    ['four values', study({ values: [1, 2, 3, 4] }), M.tooFew, 'values'],
    ['identical values', study({ values: [5, 5, 5, 5, 5] }), M.zeroSpread, 'values'],
    [
      'tolerances with USL ≤ LSL',
      study({ upperTolerance: -0.1, lowerTolerance: 0 }),
      M.invalidTolerance,
      'upperTolerance',
    ],
    ['more than 100 000 values', study({ values: new Array(100_001).fill(25) }), M.tooManyStudy, 'values'],
  ])('answers 400 with the Turkish message for %s', async (_name, payload, message, field) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message, field });
  });
});

describe('GET /api/capability-studies', () => {
  it('lists summaries newest first, without values, with paging', async () => {
    const first = (await post(study({ name: 'Sayfa A' }))).json();
    const { description: _description, ...skewedSpec } = skewed;
    const second = (await post(study({ name: 'Sayfa B', ...skewedSpec }), 'kalip')).json();
    const res = await get('/api/capability-studies?limit=2');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.studies.map((s: { id: string }) => s.id)).toEqual([second.id, first.id]);
    const [top] = page.studies;
    expect(top).not.toHaveProperty('values');
    expect(top).not.toHaveProperty('result');
    expect(top).toMatchObject({
      name: 'Sayfa B',
      n: 30,
      cp: second.result.cp,
      cpk: second.result.cpk,
      processCapability: second.result.processCapability,
      userId: second.userId,
      userFullName: second.userFullName,
    });
    const next = (await get('/api/capability-studies?limit=2&offset=2')).json();
    expect(next.studies.map((s: { id: string }) => s.id)).not.toContain(first.id);
    expect(next.total).toBe(page.total);
  });

  it('is shared across users (who saved it is shown)', async () => {
    const mine = (await post(study({ name: 'Paylaşılan' }))).json();
    const seen = (await get('/api/capability-studies?limit=200', 'kalip')).json();
    expect(seen.studies.find((s: { id: string }) => s.id === mine.id)?.userFullName).toBe(mine.userFullName);
  });

  it.each(['limit=0', 'limit=201', 'offset=-1', 'limit=abc', 'sort=name'])(
    'answers 400 for %s',
    async (query) => {
      const res = await get(`/api/capability-studies?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_error');
    },
  );
});

describe('GET /api/capability-studies/:id', () => {
  it('returns the full study with values and result', async () => {
    const created = (await post(study())).json();
    expect(created.can).toEqual({ delete: true });
    const res = await get(`/api/capability-studies/${created.id}`, 'kalip');
    expect(res.statusCode).toBe(200);
    // The same study; `can` is the viewer's: another user may not delete it.
    expect(res.json()).toEqual({ ...created, can: { delete: false } });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await get(`/api/capability-studies/${UNKNOWN_ID}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Çalışma bulunamadı');
    expect((await get('/api/capability-studies/abc')).statusCode).toBe(400);
  });
});

describe('DELETE /api/capability-studies/:id', () => {
  it('lets the author delete a study', async () => {
    const created = (await post(study())).json();
    expect((await remove(created.id)).statusCode).toBe(204);
    expect((await get(`/api/capability-studies/${created.id}`)).statusCode).toBe(404);
  });

  it("refuses another user's study with 403", async () => {
    const created = (await post(study())).json();
    const res = await remove(created.id, 'kalip');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'forbidden', message: 'Bu işlem için yetkiniz yok' });
    expect((await get(`/api/capability-studies/${created.id}`)).statusCode).toBe(200);
  });

  it('lets a Yönetici delete anyone’s study', async () => {
    const created = (await post(study(), 'kalip')).json();
    expect((await remove(created.id, 'admin')).statusCode).toBe(204);
  });

  it('answers 404 for an unknown study', async () => {
    const res = await remove(UNKNOWN_ID);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Çalışma bulunamadı');
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/capability-studies/${UNKNOWN_ID}` });
    expect(res.statusCode).toBe(401);
  });
});
