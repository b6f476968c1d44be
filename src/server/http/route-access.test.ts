import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../testing/test-app';

// The attack sweep found private routes answering anonymous requests once the path was spelled in a
// way the router decodes but a prefix test did not recognise. Every route of the OpenAPI list is
// tried under each spelling; new routes are attacked the same way as soon as they are registered.
const SPELLINGS: ReadonlyArray<(path: string) => string> = [
  (p) => p,
  (p) => p.replace('/api/', '/%61pi/'),
  (p) => p.replace('/api/', '/%2561pi/'),
  (p) => p.replace('/api/', '/API/'),
  (p) => `/${p}`,
  (p) => p.replace('/api/', '/api/./'),
  (p) => p.replace('/api/', '/api/x/../'),
  (p) => p.replace('/api/', '/ap%69/'),
  (p) => p.replace('/api/', '/api%2f'),
];

/** The routes that are public by declaration; any other route must refuse an anonymous caller. */
const DECLARED_PUBLIC = new Set([
  'GET /api/health',
  'GET /api/auth/config',
  'POST /api/auth/signup',
  'POST /api/auth/invitation',
  'POST /api/backup',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  // Single sign-on: redirects (to the provider, back to the app or the login screen), like login.
  'GET /api/auth/oidc/start',
  'GET /api/auth/oidc/callback',
]);

const SAMPLE_ID = '00000000-0000-4000-8000-000000000001';

let t: TestApp;
let port: number;
let routes: { method: string; path: string }[];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(spec.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => ({ method: m.toUpperCase(), path })),
  );
});
afterAll(async () => {
  await t?.close();
});

/** A raw request: the path goes on the wire exactly as written (no client-side normalisation). */
function send(method: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const hasBody = method !== 'GET' && method !== 'DELETE';
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: hasBody ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(hasBody ? '{}' : undefined);
  });
}

describe('anonymous access under every spelling of every route', () => {
  it('lists the routes to attack (sanity: the sweep is not empty)', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toContainEqual({ method: 'GET', path: '/api/users' });
    expect(routes).toContainEqual({ method: 'PATCH', path: '/api/analyses/{id}' });
  });

  it('answers 401 or 404 to every private route, however the path is written', async () => {
    const leaks: string[] = [];
    for (const route of routes) {
      if (DECLARED_PUBLIC.has(`${route.method} ${route.path}`)) continue;
      const concrete = route.path.replace(/\{[^}]+\}/g, SAMPLE_ID);
      for (const spell of SPELLINGS) {
        const url = spell(concrete);
        const res = await send(route.method, url);
        if (res.status !== 401 && res.status !== 404) leaks.push(`${route.method} ${url} → ${res.status}`);
        else expect(() => JSON.parse(res.body)).not.toThrow();
      }
    }
    expect(leaks).toEqual([]);
  });

  it('answers the declared public routes without a session', async () => {
    expect((await send('GET', '/api/health')).status).toBe(200);
    expect((await send('GET', '/api/auth/config')).status).toBe(200);
    const docs = await send('GET', '/api/docs/json');
    expect(docs.status).toBe(200);
  });

  it('refuses the WebSocket upgrade without a session under every spelling', async () => {
    for (const spell of SPELLINGS) {
      const url = spell('/api/realtime');
      const status = await new Promise<number>((resolve) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}${url}`);
        ws.once('unexpected-response', (_req, res) => {
          resolve(res.statusCode ?? 0);
          ws.terminate();
        });
        ws.once('open', () => {
          resolve(101);
          ws.terminate();
        });
        ws.once('error', () => resolve(-1));
      });
      expect([401, 404], `${url} → ${status}`).toContain(status);
    }
  });
});
