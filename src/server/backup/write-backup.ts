import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type TBackupManifest,
  type TBackupSummary,
} from '../../domain/backup/contract';
import type { Database, Db } from '../db/database';
import { queryRows } from '../db/query-rows';
import type { DocumentStore } from '../documents/document-store';
import { inlineFile, namesFiles } from './backup-document-files';
import { ident, listTables, type TableInfo } from './backup-tables';
import { codeMigrations, databaseMigrationLevel } from '../db/migration-level';
import { APP_VERSION } from './app-version';

/** Rows per FETCH; one at a time where a row may hold a document of several MB. */
const PAGE_ROWS = 500;

/** Gzip runs on libuv's thread pool: the event loop only moves buffers. */
class LineWriter {
  private readonly gzip = createGzip({ level: 6 });
  readonly done: Promise<void>;
  readonly fileHash = createHash('sha256');
  constructor(out: Writable) {
    this.done = pipeline(this.gzip, out);
  }
  async write(text: string, hashes: ReturnType<typeof createHash>[] = []): Promise<void> {
    const bytes = Buffer.from(text, 'utf8');
    for (const h of hashes) h.update(bytes);
    if (!this.gzip.write(bytes)) await once(this.gzip, 'drain');
  }
  /** Control lines start with '#': a row (PostgreSQL's JSON of it) always starts with '{'. */
  async line(value: object): Promise<void> {
    await this.write(`#${JSON.stringify(value)}\n`, [this.fileHash]);
  }
  async finish(summary: object): Promise<void> {
    await this.write(`#${JSON.stringify(summary)}\n`);
    this.gzip.end();
    await this.done;
  }
}

async function writeTable(tx: Db, writer: LineWriter, table: TableInfo, store: DocumentStore) {
  await writer.line({ kind: 'table', name: table.name });
  const hash = createHash('sha256');
  let rows = 0;
  let fileBytes = 0;
  const files = namesFiles(table);
  const page = table.binaryColumns.length > 0 ? 1 : PAGE_ROWS;
  await tx.execute(
    sql.raw(
      `declare backup_rows no scroll cursor for select row_to_json(t)::text as j from ${ident(table.name)} t`,
    ),
  );
  for (;;) {
    const fetched = await queryRows<{ j: string }>(tx, sql.raw(`fetch ${page} from backup_rows`));
    // Outside strings a raw newline is only whitespace (inside them JSON escapes it): one row, one line.
    for (const row of fetched) {
      const inlined = files ? await inlineFile(store, row.j) : { line: row.j, bytes: 0 };
      fileBytes += inlined.bytes;
      await writer.write(`${inlined.line.replaceAll('\n', ' ')}\n`, [hash, writer.fileHash]);
    }
    rows += fetched.length;
    if (fetched.length < page) break;
  }
  await tx.execute(sql.raw('close backup_rows'));
  const end = { kind: 'end' as const, name: table.name, rows, sha256: hash.digest('hex') };
  await writer.line(end);
  return { ...end, fileBytes };
}

async function binaryBytes(tx: Db, tables: TableInfo[]): Promise<number> {
  let total = 0;
  for (const table of tables) {
    for (const column of table.binaryColumns) {
      const [r] = await queryRows<{ n: string }>(
        tx,
        sql.raw(
          `select coalesce(sum(octet_length(${ident(column)})), 0)::text as n from ${ident(table.name)}`,
        ),
      );
      total += Number(r?.n ?? 0);
    }
  }
  return total;
}

export interface WriteBackupOptions {
  /** Several instances on one PostgreSQL: only the one that takes this lock writes the scheduled backup. */
  exclusiveLock?: number;
}

/**
 * Writes a backup of `database` to `out` from one consistent snapshot (a REPEATABLE READ, READ ONLY
 * transaction: what was committed when it began, whatever is written meanwhile), document files
 * included (inline, as bytea rows: backup-document-files.ts; a file is deleted only after the
 * commit that stopped naming it, so every file of the snapshot is still there). On PostgreSQL other
 * requests go on beside it; on PGlite, whose one connection the transaction holds, they wait for it.
 * Returns null when `exclusiveLock` is held elsewhere (another instance is backing up).
 */
export async function writeBackup(
  database: Pick<Database, 'db' | 'kind' | 'documents'>,
  out: Writable,
  options: WriteBackupOptions = {},
): Promise<{ manifest: TBackupManifest; summary: TBackupSummary } | null> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql.raw('set transaction isolation level repeatable read, read only'));
    if (options.exclusiveLock !== undefined) {
      const [lock] = await queryRows<{ ok: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(${options.exclusiveLock}) as ok`,
      );
      if (!lock?.ok) return null;
    }
    const level = await databaseMigrationLevel(tx);
    const [version] = await queryRows<{ server_version: string }>(tx, sql.raw('show server_version'));
    const manifest: TBackupManifest = {
      kind: 'manifest',
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: APP_VERSION,
      migrationLevel: level,
      lastMigration: codeMigrations()[level - 1] ?? '',
      engine: database.kind,
      serverVersion: version?.server_version ?? '',
      createdAt: new Date().toISOString(),
    };
    const writer = new LineWriter(out);
    try {
      await writer.line(manifest);
      const tables = await listTables(tx);
      const ends = [];
      for (const table of tables) ends.push(await writeTable(tx, writer, table, database.documents));
      const summary: TBackupSummary = {
        kind: 'summary',
        tables: ends.map(({ name, rows, sha256 }) => ({ name, rows, sha256 })),
        // Bytes in bytea columns and in the files the rows name (written inline above).
        documentBytes: (await binaryBytes(tx, tables)) + ends.reduce((sum, end) => sum + end.fileBytes, 0),
        sha256: writer.fileHash.digest('hex'),
      };
      await writer.finish(summary);
      return { manifest, summary };
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  });
}
