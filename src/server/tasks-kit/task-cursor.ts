import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { TASK_MESSAGES, type TTaskSort } from '../../domain/tasks/contract';
import { isIsoDate } from '../../domain/shared/calendar';
import { tasks } from '../db/schema';
import { badRequest } from '../http/app-error';

// created_at as PostgreSQL prints it (microseconds and offset): a JS Date keeps only milliseconds,
// and a cursor rounded to the millisecond would skip rows created in the same millisecond.
const ZTimestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/);
const ZDate = z.string().refine(isIsoDate);
const ZId = z.uuid();

/** The sort keys of the last task of a page, per sort order (the same columns as the ORDER BY). */
const ZCursor = z.discriminatedUnion('s', [
  z.strictObject({ s: z.literal('newest'), k: z.tuple([ZTimestamp]), i: ZId }),
  z.strictObject({ s: z.literal('due'), k: z.tuple([ZDate, ZTimestamp]), i: ZId }),
  z.strictObject({
    s: z.literal('priority'),
    k: z.tuple([z.number().int().min(0).max(3), ZDate, ZTimestamp]),
    i: ZId,
  }),
]);
export type TaskCursor = z.infer<typeof ZCursor>;

/** The sort keys of a page's last task (created_at as PostgreSQL prints it, microseconds kept). */
export type CursorKeys = { id: string; createdAtText: string; dueDate: string; priorityOrder: number };

/** ORDER BY of each sort: one direction per order, so one row comparison finds where a page starts. */
export function orderOf(sort: TTaskSort): SQL {
  switch (sort) {
    case 'newest':
      return sql`${tasks.createdAt} desc, ${tasks.id} desc`;
    case 'due':
      return sql`${tasks.dueDate}, ${tasks.createdAt}, ${tasks.id}`;
    case 'priority':
      return sql`${tasks.priorityOrder}, ${tasks.dueDate}, ${tasks.createdAt}, ${tasks.id}`;
  }
}

/** Rows after the cursor in its sort order; the index of that order answers it as a range. */
export function afterCursor(c: TaskCursor): SQL {
  switch (c.s) {
    case 'newest':
      return sql`(${tasks.createdAt}, ${tasks.id}) < (${c.k[0]}::timestamptz, ${c.i}::uuid)`;
    case 'due':
      return sql`(${tasks.dueDate}, ${tasks.createdAt}, ${tasks.id}) > (${c.k[0]}::date, ${c.k[1]}::timestamptz, ${c.i}::uuid)`;
    case 'priority':
      return sql`(${tasks.priorityOrder}, ${tasks.dueDate}, ${tasks.createdAt}, ${tasks.id}) > (${c.k[0]}::smallint, ${c.k[1]}::date, ${c.k[2]}::timestamptz, ${c.i}::uuid)`;
  }
}

export function cursorAfter(sort: TTaskSort, row: CursorKeys): TaskCursor {
  switch (sort) {
    case 'newest':
      return { s: sort, k: [row.createdAtText], i: row.id };
    case 'due':
      return { s: sort, k: [row.dueDate, row.createdAtText], i: row.id };
    case 'priority':
      return { s: sort, k: [row.priorityOrder, row.dueDate, row.createdAtText], i: row.id };
  }
}

/** Opaque to the client: base64url of the keys. */
export const encodeCursor = (c: TaskCursor): string => Buffer.from(JSON.stringify(c)).toString('base64url');

/** The cursor of a previous page of the same sort; anything else is a 400 with the Turkish message. */
export function decodeCursor(text: string, sort: TTaskSort): TaskCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(TASK_MESSAGES.invalidCursor, 'cursor');
  }
  const result = ZCursor.safeParse(parsed);
  if (!result.success || result.data.s !== sort) throw badRequest(TASK_MESSAGES.invalidCursor, 'cursor');
  return result.data;
}
