import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { DOCUMENTS_FOLDER, FileDocumentStore } from '../documents/file-document-store';
import { corruptDatabase, prepareDataDir } from './data-dir';
import { acquireDataDirLock } from './data-dir-lock';
import type { Database, Db } from './database';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import { startAutoAnalyze } from './pglite-auto-analyze';
import { PgliteThreadClient } from './pglite-thread-client';
import * as schema from './schema';

/**
 * Opens (and migrates) the embedded database; `dataDir` undefined = in memory (tests), which may
 * start from `template`, a dump of a migrated database (PGlite's initdb is most of an open's time).
 */
export async function openPglite(dataDir: string | undefined, template?: Blob): Promise<Database> {
  if (dataDir) prepareDataDir(dataDir);
  const release = dataDir ? acquireDataDirLock(dataDir) : () => {};
  let client: PgliteThreadClient;
  try {
    // on a thread of its own: no statement runs on the event loop (pglite-thread.mjs)
    client = await PgliteThreadClient.open(dataDir, template);
  } catch (error) {
    release();
    throw dataDir ? corruptDatabase(dataDir, error) : error;
  }
  // drizzle's PGlite driver uses only query() and transaction(), which the thread's client answers alike.
  const driverClient = client as unknown as PGlite;
  const db = drizzle({ client: driverClient, schema }) as unknown as Db;
  await migrate(drizzle({ client: driverClient, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  // Planner statistics are an optimisation: a failed ANALYZE is retried at the next check.
  const stopAutoAnalyze = startAutoAnalyze(client, () => {});
  // Document bytes as files beside the database (file-document-store.ts); in memory: a temporary folder.
  const documents = dataDir
    ? new FileDocumentStore(path.join(dataDir, DOCUMENTS_FOLDER), db)
    : new FileDocumentStore(fs.mkdtempSync(path.join(os.tmpdir(), 'kalite-documents-')), db, true);
  await documents.sweep();
  return {
    kind: 'pglite',
    db,
    documents,
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    async ping() {
      const started = performance.now();
      await client.query('select 1');
      return performance.now() - started;
    },
    async close() {
      stopAutoAnalyze();
      await client.close();
      await documents.close();
      release();
    },
  };
}
