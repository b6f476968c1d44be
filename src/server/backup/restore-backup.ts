import { sql } from 'drizzle-orm';
import { BACKUP_MESSAGES, backupMessage, type TBackupSummary } from '../../domain/backup/contract';
import type { Db } from '../db/database';
import { MIGRATIONS_FOLDER } from '../db/migrations-folder';
import { queryRows } from '../db/query-rows';
import type { DocumentStore } from '../documents/document-store';
import { namesFiles, writeOutFile } from './backup-document-files';
import { ident, listTables, type TableInfo } from './backup-tables';
import { codeMigrations, databaseMigrationLevel, migrationsUpTo } from '../db/migration-level';
import { backupLines, BackupFileError, readManifest, verifyBackup } from './read-backup';
import { openRestoreTarget, type RestoreDestination } from './restore-target';

/** Rows per INSERT, or fewer when they are large (documents): bounded memory either way. */
const BATCH_ROWS = 500;
const BATCH_BYTES = 8 * 1024 * 1024;

/** Empty = no account exists: every record of the application hangs on a user. */
async function hasAccounts(db: Db): Promise<boolean> {
  const [present] = await queryRows<{ t: boolean }>(
    db,
    sql`select to_regclass('public.users') is not null as t`,
  );
  if (!present?.t) return false;
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from users`);
  return (row?.n ?? 0) > 0;
}

async function insertBatch(tx: Db, table: TableInfo, rows: string[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = table.columns.map(ident).join(', ');
  // PostgreSQL reads its own row JSON back: every type (timestamps with zone, numeric, jsonb,
  // bytea as \x hex) converts exactly, in either engine, whatever its version.
  await tx.execute(
    sql`insert into ${sql.raw(ident(table.name))} (${sql.raw(columns)}) select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(ident(table.name))}, ${`[${rows.join(',')}]`}::json)`,
  );
}

async function importRows(
  tx: Db,
  file: string,
  tables: TableInfo[],
  store: DocumentStore,
): Promise<Map<string, number>> {
  const byName = new Map(tables.map((t) => [t.name, t]));
  // Triggers keep counters and send realtime events for live changes; a restore brings the counters
  // as they were, so the triggers stay out of it (USER triggers only: foreign keys are still checked).
  for (const t of tables) await tx.execute(sql.raw(`alter table ${ident(t.name)} disable trigger user`));
  // Rows a migration seeded (defaults) make way for the backup's own.
  for (const t of [...tables].reverse()) await tx.execute(sql.raw(`delete from ${ident(t.name)}`));
  const counts = new Map<string, number>();
  let table: TableInfo | null = null;
  let batch: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (table) await insertBatch(tx, table, batch);
    batch = [];
    bytes = 0;
  };
  for await (const line of backupLines(file)) {
    if (!line.startsWith('#')) {
      if (!table) throw new BackupFileError('satır bir tabloya ait değil');
      batch.push(namesFiles(table) ? await writeOutFile(store, line) : line);
      bytes += line.length;
      counts.set(table.name, (counts.get(table.name) ?? 0) + 1);
      if (batch.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
      continue;
    }
    const control = JSON.parse(line.slice(1)) as { kind: string; name?: string };
    if (control.kind === 'table') {
      const found = byName.get(control.name ?? '');
      if (!found) throw new BackupFileError(`bilinmeyen tablo ${control.name}`);
      table = found;
    } else if (control.kind === 'end') {
      await flush();
      table = null;
    }
  }
  for (const t of tables) await tx.execute(sql.raw(`alter table ${ident(t.name)} enable trigger user`));
  return counts;
}

export interface RestoreResult {
  tables: { name: string; rows: number }[];
  migratedFrom: number;
  migratedTo: number;
}

/**
 * Restores a backup into an empty database. The file is checked whole first (counts, sha-256);
 * the target must hold no account; a backup from a newer version (more migrations than this code
 * knows) or of another lineage is refused. The target is migrated to the backup's level, the rows go
 * in inside one transaction (all or nothing), and the remaining migrations run after.
 */
export async function restoreBackup(file: string, to: RestoreDestination): Promise<RestoreResult> {
  // The version first: a file of a newer version is refused as such, not as "corrupt".
  const manifest = await readManifest(file);
  const code = codeMigrations();
  if (manifest.migrationLevel > code.length)
    throw new BackupFileError(
      backupMessage(BACKUP_MESSAGES.newerVersion, { backup: manifest.migrationLevel, code: code.length }),
    );
  const expected = code[manifest.migrationLevel - 1] ?? '';
  if (manifest.migrationLevel > 0 && expected !== manifest.lastMigration)
    throw new BackupFileError(
      backupMessage(BACKUP_MESSAGES.otherLineage, { backup: manifest.lastMigration, code: expected }),
    );
  const { summary } = await verifyBackup(file);
  const target = await openRestoreTarget(to);
  try {
    if (await hasAccounts(target.db)) throw new BackupFileError(BACKUP_MESSAGES.notEmpty);
    const level = await databaseMigrationLevel(target.db);
    if (level > manifest.migrationLevel) throw new BackupFileError(BACKUP_MESSAGES.notEmpty);
    const partial = migrationsUpTo(manifest.migrationLevel);
    try {
      await target.migrate(partial.folder);
    } finally {
      partial.dispose();
    }
    const tables = await listTables(target.db);
    // A count that differs from the summary throws inside the transaction: nothing stays half-restored.
    // Document bytes become files first when the target keeps files (a crash leaves only unnamed
    // files, removed at the server's next start).
    await target.db.transaction(async (tx) =>
      checkCounts(summary, await importRows(tx, file, tables, target.documents)),
    );
    await target.migrate(MIGRATIONS_FOLDER);
    await target.db.execute(sql.raw('analyze'));
    return {
      tables: summary.tables.map(({ name, rows }) => ({ name, rows })),
      migratedFrom: manifest.migrationLevel,
      migratedTo: code.length,
    };
  } finally {
    await target.close();
  }
}

function checkCounts(summary: TBackupSummary, counts: Map<string, number>): void {
  for (const t of summary.tables) {
    if ((counts.get(t.name) ?? 0) !== t.rows)
      throw new BackupFileError(`${t.name}: ${counts.get(t.name) ?? 0} satır yüklendi, yedekte ${t.rows}`);
  }
}
