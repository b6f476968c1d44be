import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from './database';
import { queryRows } from './query-rows';
import { MIGRATIONS_FOLDER } from './migrations-folder';

const ZJournal = z
  .object({
    entries: z.array(z.object({ idx: z.number(), when: z.number(), tag: z.string() }).loose()),
  })
  .loose();
type Journal = z.infer<typeof ZJournal>;

function readJournal(folder = MIGRATIONS_FOLDER): Journal {
  return ZJournal.parse(JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')));
}

/** The migrations this version of the code knows, in order (their tags). */
export function codeMigrations(): string[] {
  return readJournal().entries.map((e) => e.tag);
}

/** How many migrations the database has applied (drizzle records one row per migration). */
export async function databaseMigrationLevel(db: Db): Promise<number> {
  const [exists] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return 0;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return row?.n ?? 0;
}

/**
 * A copy of the migrations folder whose journal stops at `level`: drizzle's migrator then brings an
 * empty database exactly to the schema a backup was taken at, the rows go in, and the normal
 * migrator applies the rest (with whatever data changes those later migrations make).
 */
export function migrationsUpTo(level: number): { folder: string; dispose: () => void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kalite-migrations-'));
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journal = readJournal(folder);
  const truncated = { ...journal, entries: journal.entries.slice(0, level) };
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(truncated));
  return { folder, dispose: () => fs.rmSync(folder, { recursive: true, force: true }) };
}
