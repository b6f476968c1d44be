import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';

/** Where a batch ends: the last row's creation time (full microsecond text) and id. */
export interface FeedCursor {
  createdAt: string;
  id: string;
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
 * The keyset condition `(created_at, id) > cursor`. The time is compared as the database's own text
 * (microseconds): a JavaScript Date would cut it to milliseconds and repeat rows across batches.
 */
export function afterCursor(createdAt: AnyPgColumn, id: AnyPgColumn, after: FeedCursor | null): SQL {
  if (!after) return sql`true`;
  return sql`(${createdAt}, ${id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`;
}

/** `created_at` as text with its microseconds, for the next cursor. */
export const cursorText = (createdAt: AnyPgColumn) => sql<string>`${createdAt}::text`;

export const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);
