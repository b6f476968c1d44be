import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const ZAnswer = z.object({ user: z.object({ id: z.string(), fullName: z.string() }) });
const compile = (schema: unknown) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/api/auth/me', httpStatus: '200' });

describe('response serializer', () => {
  it('writes only what the contract names: a field it does not name never leaves the server', () => {
    const serialize = compile(ZAnswer);
    const answer = { user: { id: 'u1', fullName: 'Ayşe Çelik', passwordHash: '$argon2id$v=19$…' } };
    expect(serialize(answer)).toBe('{"user":{"id":"u1","fullName":"Ayşe Çelik"}}');
  });

  it('refuses an answer that breaks the contract, naming the route', () => {
    const serialize = compile(ZAnswer);
    let thrown: unknown;
    try {
      serialize({ user: { id: 7 } });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect(isResponseSerializationError(thrown as never)).toBe(true);
    expect(thrown).toMatchObject({ method: 'GET', url: '/api/auth/me' });
  });

  it("takes Fastify's { properties } wrapper and refuses a schema that is not zod at start-up", () => {
    expect(compile({ properties: ZAnswer })({ user: { id: 'u1', fullName: 'A' } })).toBe(
      '{"user":{"id":"u1","fullName":"A"}}',
    );
    expect(() => compile({ type: 'object' })).toThrow(/not a zod schema/);
  });
});
