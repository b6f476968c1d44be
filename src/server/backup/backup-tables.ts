import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { queryRows } from '../db/query-rows';

/**
 * Tables a backup leaves out, because they hold nothing a restored server should inherit: sign-in
 * sessions (a restore starts with everyone signed out, and a backup file carries no live session),
 * WebSocket presence rows and throttle counters (both are about this minute, not the record).
 */
const EPHEMERAL_TABLES = new Set([
  'sessions',
  'presence_connections',
  'throttle_counters',
  // Single sign-on attempts in flight (ten minutes at most).
  'oidc_logins',
]);

export interface TableInfo {
  name: string;
  /** Columns a restore writes (generated columns are recomputed by the database). */
  columns: string[];
  binaryColumns: string[];
}

/** SQL identifier quoting; names come from the catalog, the quoting is for the odd reserved word. */
export const ident = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/**
 * Every application table of the public schema, parents before children (foreign keys), so a
 * restore that inserts in this order never meets a row whose parent is not there yet. The catalog
 * decides, not a hand list: a table added by a later migration is in the next backup by itself.
 */
export async function listTables(db: Db): Promise<TableInfo[]> {
  const columns = await queryRows<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_generated: string;
  }>(
    db,
    sql`
    select c.table_name, c.column_name, c.data_type, c.is_generated
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`,
  );
  const fks = await queryRows<{ child: string; parent: string }>(
    db,
    sql`
    select conrelid::regclass::text as child, confrelid::regclass::text as parent
    from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
  );
  const tables = new Map<string, TableInfo>();
  for (const c of columns) {
    if (EPHEMERAL_TABLES.has(c.table_name)) continue;
    const table = tables.get(c.table_name) ?? { name: c.table_name, columns: [], binaryColumns: [] };
    if (c.is_generated === 'NEVER') table.columns.push(c.column_name);
    if (c.data_type === 'bytea') table.binaryColumns.push(c.column_name);
    tables.set(c.table_name, table);
  }
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of fks) {
    const name = child.replaceAll('"', '');
    if (!parents.has(name)) parents.set(name, new Set());
    const p = parent.replaceAll('"', '');
    if (p !== name) parents.get(name)?.add(p);
  }
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name) || !tables.has(name)) return;
    if (path.has(name)) throw new Error(`foreign-key cycle through ${name}`);
    path.add(name);
    for (const parent of [...(parents.get(name) ?? [])].sort()) visit(parent, path);
    path.delete(name);
    placed.add(name);
    const table = tables.get(name);
    if (table) ordered.push(table);
  };
  for (const name of [...tables.keys()].sort()) visit(name, new Set());
  return ordered;
}
