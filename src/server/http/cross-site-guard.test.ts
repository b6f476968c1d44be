import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';

// The write guard after its origin check became shared with the WebSocket upgrade: same verdicts.
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAs(t.app, ...DEMO.admin);
});
afterAll(async () => {
  await t?.close();
});

const post = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/suggestions',
    headers: { cookie, host: 'kalite.test', 'content-type': 'application/json', ...headers },
    payload: { name: 'Ayşe Çelik', message: 'Öneri' },
  });

describe('cross-site write guard', () => {
  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['another port', { origin: 'http://kalite.test:8080' }],
    ['a sibling subdomain', { origin: 'http://evil.kalite.test' }],
    ['another scheme', { origin: 'https://kalite.test' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a write from %s', async (_name, headers) => {
    const res = await post(headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('cross_site_request');
  });

  it.each([
    ['its own origin', { origin: 'http://kalite.test', 'sec-fetch-site': 'same-origin' }],
    ['a client without Origin or Sec-Fetch-Site', {}],
  ])('accepts a write from %s', async (_name, headers) => {
    expect((await post(headers)).statusCode).toBe(201);
  });

  it('leaves reads alone', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});
