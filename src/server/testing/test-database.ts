import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from '../db/database';
import { openPglite } from '../db/open-pglite';
import { MIGRATIONS_FOLDER } from '../db/migrations-folder';
import { openPostgres } from '../db/open-postgres';

export type TestDatabaseKind = 'pglite' | 'postgres';

export interface TestDatabase extends Database {
  /** Another handle on the same database, as a second server instance would have. */
  openSecondHandle(): Promise<Database>;
}

/** Which engine this test run uses: the vitest project sets TEST_DB (see vitest.config.ts). */
export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * A dump of a freshly migrated in-memory PGlite, made once per test worker: a database loaded from
 * it opens in ~0.4 s, where initdb and the migrations take ~2 s on every open. Each test still gets
 * a database of its own; openPglite runs the migrations over it (none are left to apply).
 */
function migratedPgliteDump(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    try {
      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      return await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
  })();
  return pgliteTemplate;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL database
 * created on DATABASE_URL's server and dropped again by `close()`.
 */
export async function openTestDatabase(kind: TestDatabaseKind = testDatabaseKind()): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openPglite(undefined, await migratedPgliteDump());
    // One in-process PGlite cannot be opened twice: a second "instance" shares this handle.
    return { ...database, openSecondHandle: async () => ({ ...database, close: async () => {} }) };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `ka_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), 5);
  return {
    ...database,
    // A second pool and LISTEN connection on the same database: a real second server instance.
    openSecondHandle: () => openPostgres(target.toString(), 5),
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
