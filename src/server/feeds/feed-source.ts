import { and, asc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';

/**
 * Where a batch ends: the last row's creation time (full microsecond text) and id; `position` when
 * the batch ended inside that row's own rows (an audit's findings): how many of them were sent.
 */
export interface FeedCursor {
  createdAt: string;
  id: string;
  position?: number;
}

/** One read-only dataset: its columns in file order and its rows, oldest first, in batches. */
export interface FeedSource<Row extends Record<string, string | number | null>> {
  fileName: string;
  columns: readonly (keyof Row & string)[];
  batch(
    db: Db,
    viewer: Viewer,
    after: FeedCursor | null,
    size: number,
  ): Promise<{ rows: Row[]; last: FeedCursor | null }>;
}

/**
 * The keyset condition `(created_at, id) > cursor` (`>=` with `from: 'at'`, to read the cursor's row
 * again). The time is compared as the database's own text (microseconds): a JavaScript Date would
 * cut it to milliseconds and repeat rows across batches.
 */
function afterCursor(
  createdAt: AnyPgColumn,
  id: AnyPgColumn,
  after: FeedCursor | null,
  from: 'after' | 'at' = 'after',
): SQL {
  if (!after) return sql`true`;
  const op = from === 'at' ? sql`>=` : sql`>`;
  return sql`(${createdAt}, ${id}) ${op} (${after.createdAt}::timestamptz, ${after.id}::uuid)`;
}

/** `created_at` as text with its microseconds, for the next cursor. */
export const cursorText = (createdAt: AnyPgColumn) => sql<string>`${createdAt}::text`;

export const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** A table the feeds read oldest first: its creation time and id are the keyset. */
type KeysetTable = PgTable & { createdAt: AnyPgColumn; id: AnyPgColumn };

/**
 * One batch of `table`'s rows after `after`, oldest first (the `(created_at, id)` index answers it as a
 * range), with each row's cursor text; `next` is where the following batch starts. `where` narrows
 * the rows; `from: 'at'` starts at the cursor's own row (a feed that sent only part of it).
 */
export async function oldestFirst<F extends SelectedFields>(
  db: Db,
  table: KeysetTable,
  fields: F,
  after: FeedCursor | null,
  size: number,
  options: { where?: SQL; from?: 'after' | 'at' } = {},
) {
  const rows = await db
    .select({ ...fields, keysetId: table.id, keysetAt: cursorText(table.createdAt) })
    .from(table)
    .where(and(afterCursor(table.createdAt, table.id, after, options.from), options.where))
    .orderBy(asc(table.createdAt), asc(table.id))
    .limit(size);
  const last = rows.at(-1);
  const next: FeedCursor | null = last ? { createdAt: last.keysetAt, id: String(last.keysetId) } : null;
  return { rows, next };
}
