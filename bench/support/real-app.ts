import type { FastifyInstance } from 'fastify';
import { openPglite } from '../../src/server/db/open-pglite';
import { createInstance, loginAs } from '../../src/server/testing/test-app';

export interface RealApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The production wiring (the test harness's createInstance) on in-memory PGlite with demo data and
 * `npm start`'s default logging (level info, one access line per request, buffered to stdout).
 */
export async function buildRealApp(): Promise<RealApp> {
  const database = await openPglite(undefined);
  const instance = await createInstance(database, { LOG_LEVEL: 'info' }, { logger: true });
  return {
    app: instance.app,
    async close() {
      await instance.close();
      await database.close();
    },
  };
}

/** Logs a demo user in through the real route and returns the cookie header. */
export function demoCookie(
  app: FastifyInstance,
  username = 'kalite',
  password = 'kalite123',
): Promise<string> {
  return loginAs(app, username, password);
}
