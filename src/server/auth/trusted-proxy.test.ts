import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInstance, createTestApp, type TestApp } from '../testing/test-app';
import { SIGNUP_RULE } from './signup-throttle';

// With inject(), `remoteAddress` is the peer of the TCP connection: the reverse proxy, or a client
// that connects directly. The proxy appends the address it saw to X-Forwarded-For; whatever the client
// wrote there itself stays to the left of it.
let t: TestApp;
let oneHop: Awaited<ReturnType<typeof createInstance>>;
let listed: Awaited<ReturnType<typeof createInstance>>;
beforeAll(async () => {
  t = await createTestApp();
  oneHop = await createInstance(t.database, { TRUST_PROXY: '1' });
  listed = await createInstance(t.database, { TRUST_PROXY: '10.0.0.5,10.1.0.0/16' });
});
afterAll(async () => {
  await listed?.close();
  await oneHop?.close();
  await t?.close();
});

const login = (app: FastifyInstance, peer: string, forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'admin', password: 'yanlis' },
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
  });

let serial = 0;
const signup = (app: FastifyInstance, peer: string, forwardedFor: string) => {
  const username = `vekil${++serial}`;
  return app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: peer,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { fullName: 'Vekil Deneme', email: `${username}@firma.com.tr`, username, password: 'gizli123' },
  });
};

async function codes(count: number, attempt: (i: number) => Promise<{ statusCode: number }>) {
  const result: number[] = [];
  for (let i = 0; i < count; i++) result.push((await attempt(i)).statusCode);
  return result;
}

describe('TRUST_PROXY=1 (one reverse proxy)', () => {
  it('limits logins by the address the proxy appended, whatever the client puts before it', async () => {
    const result = await codes(40, (i) =>
      login(oneHop.app, '127.0.0.1', `198.18.${i}.1, 10.9.${i}.7, 203.0.113.7`),
    );
    expect(result.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(result.slice(5).every((code) => code === 429)).toBe(true);
    // Another real client behind the same proxy is a different address.
    expect((await login(oneHop.app, '127.0.0.1', '198.18.0.1, 203.0.113.8')).statusCode).toBe(401);
  });

  it('limits sign-ups by that address too', async () => {
    const result = await codes(SIGNUP_RULE.limit + 5, (i) =>
      signup(oneHop.app, '127.0.0.1', `198.19.${i}.1, 203.0.113.20`),
    );
    expect(result.filter((code) => code === 201)).toHaveLength(SIGNUP_RULE.limit);
    expect(result.slice(SIGNUP_RULE.limit).every((code) => code === 429)).toBe(true);
  });
});

describe('TRUST_PROXY as a list of proxies', () => {
  it('believes X-Forwarded-For only from a listed proxy', async () => {
    const viaProxy = await codes(8, (i) => login(listed.app, '10.1.4.4', `198.18.${i}.9, 203.0.113.30`));
    expect(viaProxy).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // A direct client's own X-Forwarded-For is ignored: it is limited by its connection's address.
    const direct = await codes(8, (i) => login(listed.app, '198.51.100.3', `203.0.113.${100 + i}`));
    expect(direct).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('limits sign-ups of a direct client by its connection whatever X-Forwarded-For says', async () => {
    const result = await codes(SIGNUP_RULE.limit + 3, (i) =>
      signup(listed.app, '198.51.100.4', `10.0.0.5, 203.0.114.${i}`),
    );
    expect(result.filter((code) => code === 201)).toHaveLength(SIGNUP_RULE.limit);
    expect(result.slice(SIGNUP_RULE.limit).every((code) => code === 429)).toBe(true);
  });
});

describe('no TRUST_PROXY (the default)', () => {
  it('ignores X-Forwarded-For entirely', async () => {
    const result = await codes(8, (i) => login(t.app, '198.51.100.9', `203.0.113.${200 + i}`));
    expect(result).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });
});
