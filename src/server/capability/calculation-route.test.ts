import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateCapability } from '../../domain/capability/capability';
import { CAPABILITY_MESSAGES as M } from '../../domain/capability/messages';
import datasets from '../../domain/capability/fixtures/datasets.json';
import { BODY_LIMIT_BYTES } from '../app';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';
import { CALCULATION_BODY_LIMIT } from './routes';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAs(t.app, ...DEMO.kalite);
}, 120_000);
afterAll(async () => {
  await t?.close();
}, 60_000);

const shaft = datasets.shaftDiameter;
const spec = {
  nominal: shaft.nominal,
  upperTolerance: shaft.upperTolerance,
  lowerTolerance: shaft.lowerTolerance,
};
const calculate = (payload: unknown, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: 'POST', url: '/api/calculations/capability', headers, payload: payload as object });

describe('POST /api/calculations/capability', () => {
  // generous timeouts: the machine is shared, and these tests assert results, never timing
  it('answers the full result, identical to the domain calculation', async () => {
    const res = await calculate({ ...spec, values: shaft.values });
    expect(res.statusCode).toBe(200);
    const expected = calculateCapability({ ...spec, values: shaft.values });
    if (!expected.ok) throw new Error('reference dataset must compute');
    expect(res.json()).toEqual(expected.result);
    expect(res.json()).toMatchObject({
      n: 30,
      usl: 25.1,
      lsl: 24.9,
      processCapability: { label: 'Marjinal' },
    });
  });

  it('needs a session', async () => {
    const res = await calculate({ ...spec, values: shaft.values }, {});
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['four values', { ...spec, values: [1, 2, 3, 4] }, 'validation_error', M.tooFew, 'values'],
    ['no values', { ...spec, values: [] }, 'validation_error', M.tooFew, 'values'],
    [
      'identical values',
      { ...spec, values: [25, 25, 25, 25, 25, 25] },
      'zero_spread',
      M.zeroSpread,
      'values',
    ],
    [
      'tolerances that leave USL ≤ LSL',
      { nominal: 10, upperTolerance: -0.2, lowerTolerance: 0.1, values: shaft.values },
      'validation_error',
      M.invalidTolerance,
      'upperTolerance',
    ],
    [
      'a text measurement',
      { ...spec, values: [25, 25.1, '24,9', 25, 25.2] },
      'validation_error',
      M.nonFiniteValue,
      'values.2',
    ],
    [
      'a text nominal',
      { ...spec, nominal: 'yüz', values: shaft.values },
      'validation_error',
      M.nonFiniteNominal,
      'nominal',
    ],
    [
      'values too large to compute',
      { nominal: 0, upperTolerance: 1, lowerTolerance: 1, values: [1e308, -1e308, 1e308, -1e308, 1e308] },
      'not_computable',
      M.notComputable,
      'values',
    ],
  ])('answers 400 with the Turkish message for %s', async (_name, payload, code, message, field) => {
    const res = await calculate(payload);
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.message).toBe(message);
    expect(error.field).toBe(field);
    // zod reports 'too few' before the handler can; both are the spec's text and 400
    if (code !== 'validation_error') expect(error.code).toBe(code);
  });

  it('rejects unknown fields, such as a result sent by the client', async () => {
    const res = await calculate({ ...spec, values: shaft.values, cpk: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'validation_error', field: 'cpk' });
  });

  it('computes 100 000 values in a body far above the app-wide 1 MiB limit', async () => {
    // full-precision values (≈ 18 bytes each) so the body is well over 1 MiB
    const values = Array.from(
      { length: 100_000 },
      (_, i) => 25 + 0.02 * Math.sin(i * 1.7) + 0.01 * Math.cos(i * 0.37),
    );
    const body = JSON.stringify({ ...spec, values });
    expect(body.length).toBeGreaterThan(BODY_LIMIT_BYTES);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calculations/capability',
      headers: { cookie, 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result.n).toBe(100_000);
    const expected = calculateCapability({ ...spec, values });
    expect(expected.ok && result.cpk).toBe(expected.ok ? expected.result.cpk : null);
  }, 60_000);

  it('accepts the largest series, 1 000 000 values of a measuring station (3 decimals)', async () => {
    const values = Array.from(
      { length: 1_000_000 },
      (_, i) => Math.round((25 + 0.03 * Math.sin(i * 0.91)) * 1000) / 1000,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calculations/capability',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...spec, values }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().n).toBe(1_000_000);
  }, 120_000);

  it('answers 400 above 1 000 000 values', async () => {
    const values = new Array<number>(1_000_001).fill(25);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calculations/capability',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ ...spec, values }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message: M.tooMany, field: 'values' });
  }, 120_000);

  it('answers 413 with a Turkish message above 16 MiB', async () => {
    const filler = '25.0123456789,'.repeat(Math.ceil(CALCULATION_BODY_LIMIT / 14) + 10);
    const body = `{"nominal":25,"upperTolerance":0.1,"lowerTolerance":0.1,"values":[${filler}25]}`;
    expect(body.length).toBeGreaterThan(CALCULATION_BODY_LIMIT);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calculations/capability',
      headers: { cookie, 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({ code: 'payload_too_large', message: 'İstek gövdesi çok büyük.' });
  }, 60_000);

  it('keeps the 1 MiB limit on other routes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/suggestions',
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'A', message: 'x'.repeat(BODY_LIMIT_BYTES + 10) }),
    });
    expect(res.statusCode).toBe(413);
  });
});
