import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DocumentStore } from '../documents/document-store';
import type * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
type DatabaseKind = 'pglite' | 'postgres';

/** The app's handle on its SQL database, whichever engine backs it. */
export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Where uploaded documents' bytes live: files beside PGlite, bytea in PostgreSQL. */
  documents: DocumentStore;
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Round trip to the database, in milliseconds (health checks). */
  ping(): Promise<number>;
  close(): Promise<void>;
}
