import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { databaseDocumentStore } from '../documents/database-document-store';
import type { Database, Db } from './database';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import * as schema from './schema';

/** Opens a PostgreSQL pool, applies migrations (serialised across instances by an advisory lock). */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema });
  const lockClient = await pool.connect();
  try {
    // Several instances may start together; only one applies the migrations at a time.
    await lockClient.query('select pg_advisory_lock(727274)');
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('select pg_advisory_unlock(727274)').catch(() => {});
    lockClient.release();
  }
  const listeners = new Set<pg.Client>();
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    documents: databaseDocumentStore(db as unknown as Db),
    async listen(channel, onPayload) {
      // LISTEN needs its own long-lived connection outside the pool; it reconnects if dropped.
      let client: pg.Client | undefined;
      let stopped = false;
      const connect = async (): Promise<void> => {
        const c = new pg.Client({ connectionString: url });
        c.on('notification', (msg) => {
          if (msg.channel === channel && msg.payload) onPayload(msg.payload);
        });
        c.on('error', () => {
          listeners.delete(c);
          if (!stopped) setTimeout(() => void connect().catch(() => {}), 1000);
        });
        await c.connect();
        await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        client = c;
        listeners.add(c);
      };
      await connect();
      return async () => {
        stopped = true;
        if (client) {
          listeners.delete(client);
          await client.end().catch(() => {});
        }
      };
    },
    async ping() {
      const started = performance.now();
      await pool.query('select 1');
      return performance.now() - started;
    },
    async close() {
      await Promise.all([...listeners].map((c) => c.end().catch(() => {})));
      await pool.end();
    },
  };
}
