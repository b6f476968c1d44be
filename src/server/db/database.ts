import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

/** The app's handle on its SQL database, whichever engine backs it. */
export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Round trip to the database, in milliseconds (health checks). */
  ping(): Promise<number>;
  close(): Promise<void>;
}
