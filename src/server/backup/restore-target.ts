import path from 'node:path';
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
import { databaseDocumentStore } from '../documents/database-document-store';
import type { DocumentStore } from '../documents/document-store';
import { DOCUMENTS_FOLDER, FileDocumentStore } from '../documents/file-document-store';
import * as schema from '../db/schema';
import { BackupFileError } from './read-backup';

/** A database opened for a restore: not migrated on open, migrated to a chosen level instead. */
export interface RestoreTarget {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Where restored document bytes go: files in DATA_DIR/documents on the embedded database. */
  documents: DocumentStore;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Where a restore writes: DATABASE_URL's database, or the embedded database in DATA_DIR, or an open
 * PGlite (tests) with its document files in `documentsDir` (without one, its documents stay bytea).
 */
export type RestoreDestination =
  { databaseUrl: string } | { dataDir: string } | { pglite: PGlite; documentsDir?: string };

export async function openRestoreTarget(to: RestoreDestination): Promise<RestoreTarget> {
  if ('databaseUrl' in to) {
    const pool = new pg.Pool({ connectionString: to.databaseUrl, max: 2 });
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema });
    return {
      kind: 'postgres',
      db: db as unknown as Db,
      documents: databaseDocumentStore(db as unknown as Db),
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
  const folder = 'dataDir' in to ? path.join(to.dataDir, DOCUMENTS_FOLDER) : to.documentsDir;
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    documents: folder
      ? new FileDocumentStore(folder, db as unknown as Db)
      : databaseDocumentStore(db as unknown as Db),
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    async close() {
      if ('dataDir' in to && !client.closed) await client.close();
      release();
    },
  };
}
