import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { AppContext } from '../app-context';
import { loadConfig } from '../config';
import { createContext } from '../create-context';
import type { Database } from '../db/database';
import { openTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: TestDatabase;
  close(): Promise<void>;
}

/** A complete app on a fresh database with the demo accounts, for `inject()` or a real listener. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const instance = await createInstance(database, env);
  return {
    ...instance,
    database,
    async close() {
      await instance.close();
      await database.close();
    },
  };
}

/** Another server instance on an existing database (multi-instance tests). */
export async function createInstance(
  database: Database,
  env: Record<string, string> = {},
  options: { logger?: boolean } = {},
): Promise<{ app: FastifyInstance; ctx: AppContext; close(): Promise<void> }> {
  const config = {
    ...loadConfig({ DEMO_MODE: 'true', LOG_LEVEL: 'silent', ...env }),
    webDist: env.WEB_DIST ?? '/nonexistent',
  };
  const ctx = await createContext(config, database);
  const app = await buildApp(ctx, { logger: options.logger ?? false });
  await ctx.realtime.start();
  await app.ready();
  return {
    app,
    ctx,
    async close() {
      await ctx.realtime.stop();
      await app.close();
    },
  };
}

/** Logs in through the API and returns the cookie header to send with later requests. */
export async function loginAs(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return cookieHeader(res);
}

export function cookieHeader(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

export const DEMO = {
  admin: ['admin', 'admin123'],
  kalite: ['kalite', 'kalite123'],
  kalip: ['kalip', 'kalip123'],
} as const;
