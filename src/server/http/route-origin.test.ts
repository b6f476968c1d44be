import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createContext } from '../create-context';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';

/** Not JSON operations: the WebSocket upgrade and the generated API documentation. */
const isExempt = (route: { url: string }) =>
  route.url === '/api/realtime' || route.url === '/api/docs' || route.url.startsWith('/api/docs/');

let database: TestDatabase;
let close: () => Promise<void>;
const routes: { key: string; url: string; operation: string | undefined }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), webDist: '/nonexistent' };
  const ctx = await createContext(config, database);
  const observe = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // HEAD twins of GET routes are added by Fastify itself.
      if (method === 'HEAD' || !route.url.startsWith('/api/')) continue;
      routes.push({ key: `${method} ${route.url}`, url: route.url, operation: route.config?.operation });
    }
  };
  const app = await buildApp(ctx, { logger: false, onRoute: observe });
  await app.ready();
  close = () => app.close();
});
afterAll(async () => {
  await close?.();
  await database?.close();
});

describe('every /api route comes from an operation object', () => {
  it('has collected the routes (sanity: the check is not empty)', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((r) => r.key)).toContain('DELETE /api/analyses/:id');
  });

  it('registers each route from a shared operation', () => {
    const api = routes.filter((r) => !isExempt(r));
    const byHand = api.filter((r) => r.operation !== r.key).map((r) => r.key);
    expect(byHand).toEqual([]);
    // The auth routes were the last by hand: check they are really among the collected ones.
    expect(api.map((r) => r.key)).toEqual(expect.arrayContaining(['POST /api/auth/login', 'GET /api/users']));
  });
});
