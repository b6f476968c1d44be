import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { BACKUP_MESSAGES } from '../../domain/backup/contract';
import { prepareDataDir } from '../db/data-dir';
import { acquireDataDirLock } from '../db/data-dir-lock';
import type { Db } from '../db/database';
import * as schema from '../db/schema';
import { BackupFileError } from './read-backup';

/** A database opened for a restore: not migrated on open, migrated to a chosen level instead. */
export interface RestoreTarget {
  kind: 'pglite' | 'postgres';
  db: Db;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/** Where a restore writes: DATABASE_URL's database, or the embedded database in DATA_DIR. */
export type RestoreDestination = { databaseUrl: string } | { dataDir: string } | { pglite: PGlite };

export async function openRestoreTarget(to: RestoreDestination): Promise<RestoreTarget> {
  if ('databaseUrl' in to) {
    const pool = new pg.Pool({ connectionString: to.databaseUrl, max: 2 });
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema });
    return {
      kind: 'postgres',
      db: db as unknown as Db,
      migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
      close: () => pool.end(),
    };
  }
  let release = () => {};
  let client: PGlite;
  if ('dataDir' in to) {
    prepareDataDir(to.dataDir);
    try {
      // A running server holds the lock: a restore never writes under it.
      release = acquireDataDirLock(to.dataDir);
    } catch {
      throw new BackupFileError(BACKUP_MESSAGES.serverRunning);
    }
    client = await PGlite.create(to.dataDir, { extensions: { pg_trgm } });
  } else {
    client = to.pglite;
  }
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    async close() {
      if ('dataDir' in to && !client.closed) await client.close();
      release();
    },
  };
}

/** Whether DATA_DIR holds nothing yet (a missing folder counts as empty). */
export function isEmptyFolder(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}
