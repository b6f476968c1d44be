import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOperation } from '../../domain/shared/operation';
import { RawBody } from '../workers/raw-body';
import { registerErrorHandler } from './error-handler';
import { registerOperation, registerRawJsonOperation } from './register-operation';

// Issue 20 §8: a raw-JSON operation's handler is typed with the bytes it really gets (not the parsed
// body), while its params and query are still parsed by their schemas; other routes are untouched.
const rawOp = defineOperation({
  method: 'POST',
  path: '/api/raw/:id',
  params: z.object({ id: z.uuid() }),
  query: z.object({ dry: z.enum(['0', '1']).default('0') }),
  body: z.object({ values: z.array(z.number()) }),
  response: z.object({ bytes: z.number(), text: z.string(), raw: z.boolean(), dry: z.string() }),
  tags: ['test'],
});
const parsedOp = defineOperation({
  method: 'POST',
  path: '/api/parsed',
  body: z.object({ values: z.array(z.number()) }),
  response: z.object({ sum: z.number() }),
  tags: ['test'],
});

const app = Fastify({ logger: false });
const id = '7d0c3a8e-5b1f-4c2a-9e3d-2f6b8a1c4d5e';

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerRawJsonOperation(
    app,
    rawOp,
    async ({ body, query }) => ({
      bytes: body.parts.reduce((sum, part) => sum + part.byteLength, 0),
      text: Buffer.concat(body.parts).toString('utf8'),
      raw: body instanceof RawBody,
      dry: query.dry,
    }),
    { bodyLimit: 1024 },
  );
  registerOperation(app, parsedOp, async ({ body }) => ({ sum: body.values.reduce((a, b) => a + b, 0) }));
  await app.ready();
});
afterAll(() => app.close());

describe('registerRawJsonOperation', () => {
  it('hands the handler the bytes and the parsed query', async () => {
    const payload = '{"values":[1,2,3]}';
    const res = await app.inject({
      method: 'POST',
      url: `/api/raw/${id}?dry=1`,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ bytes: Buffer.byteLength(payload), text: payload, raw: true, dry: '1' });
  });

  it('still validates params and query with their schemas', async () => {
    const badId = await app.inject({ method: 'POST', url: '/api/raw/not-a-uuid', payload: { values: [] } });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.field).toBe('id');
    const badQuery = await app.inject({
      method: 'POST',
      url: `/api/raw/${id}?dry=2`,
      payload: { values: [] },
    });
    expect(badQuery.statusCode).toBe(400);
  });

  it('refuses another media type and a body over its limit', async () => {
    const text = await app.inject({
      method: 'POST',
      url: `/api/raw/${id}`,
      headers: { 'content-type': 'text/plain' },
      payload: 'values',
    });
    expect(text.statusCode).toBe(415);
    const big = await app.inject({
      method: 'POST',
      url: `/api/raw/${id}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ values: Array.from({ length: 400 }, (_, i) => i) }),
    });
    expect(big.statusCode).toBe(413);
  });

  it('leaves the other routes parsing JSON as usual', async () => {
    const ok = await app.inject({ method: 'POST', url: '/api/parsed', payload: { values: [1, 2] } });
    expect(ok.json()).toEqual({ sum: 3 });
    const bad = await app.inject({ method: 'POST', url: '/api/parsed', payload: { values: ['x'] } });
    expect(bad.statusCode).toBe(400);
  });
});
