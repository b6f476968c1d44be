import type { AppConfig } from './config';
import type { Database, Db } from './db/database';
import type { SessionStore } from './auth/session-store';
import type { RealtimeHub } from './realtime/realtime-hub';

/** Everything a route needs, built once at start-up and passed down explicitly. */
export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  sessions: SessionStore;
  realtime: RealtimeHub;
}
