import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createContext } from '../../src/server/create-context';
import { openPglite } from '../../src/server/db/open-pglite';

export interface RealApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The production wiring (auth, realtime, all routes, helmet) on in-memory PGlite with demo data, logger off. */
export async function buildRealApp(): Promise<RealApp> {
  const database = await openPglite(undefined);
  const config = { ...loadConfig({ DEMO_MODE: 'true', LOG_LEVEL: 'silent' }), webDist: '/nonexistent' };
  const ctx = await createContext(config, database);
  const app = await buildApp(ctx, { logger: false });
  await ctx.realtime.start();
  await app.ready();
  return {
    app,
    async close() {
      await ctx.realtime.stop();
      await app.close();
      await database.close();
    },
  };
}

/** Logs a demo user in through the real route and returns the cookie header. */
export async function demoCookie(
  app: FastifyInstance,
  username = 'kalite',
  password = 'kalite123',
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}
