import type { AppContext } from './app-context';
import { SessionStore } from './auth/session-store';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { seedDemo } from './demo/seed-demo';
import { RealtimeHub } from './realtime/realtime-hub';

/** Wires the services of one server instance on an opened database. */
export async function createContext(config: AppConfig, database: Database): Promise<AppContext> {
  if (config.demoMode) await seedDemo(database.db);
  const sessions = new SessionStore(database.db);
  const realtime = new RealtimeHub(database, sessions);
  return { config, database, db: database.db, sessions, realtime };
}
