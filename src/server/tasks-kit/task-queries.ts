import { and, count, eq, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  TASK_COUNT_CAP,
  type TTask,
  type TTaskFilter,
  type TTaskList,
  type TTaskListTotal,
} from '../../domain/tasks/contract';
import { taskPermissions } from '../../domain/tasks/permissions';
import type { Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';
import { foldedSearch } from '../db/folded-search';
import { tasks, users } from '../db/schema';
import {
  afterCursor,
  cursorAfter,
  decodeCursor,
  encodeCursor,
  orderOf,
  type CursorKeys,
} from './task-cursor';

const assignee = alias(users, 'assignee');
const creator = alias(users, 'creator');

/** A task in the API's shape with what `viewer` may do with it (null: a realtime broadcast, nobody). */
const withCan = (task: Omit<TTask, 'can'>, viewer: Viewer | null): TTask => ({
  ...task,
  can: taskPermissions(viewer, task),
});

function whereOf(filter: TTaskFilter, me: string): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.scope === 'mine') parts.push(eq(tasks.assigneeId, me));
  else if (filter.scope === 'created') parts.push(eq(tasks.createdBy, me));
  if (filter.status === 'open') parts.push(ne(tasks.status, 'completed'));
  else if (filter.status && filter.status !== 'all') parts.push(eq(tasks.status, filter.status));
  if (filter.priority && filter.priority !== 'all') parts.push(eq(tasks.priority, filter.priority));
  if (filter.assignee) parts.push(eq(tasks.assigneeId, filter.assignee));
  parts.push(foldedSearch(tasks.searchText, filter.search));
  return parts.length > 0 ? and(...parts) : undefined;
}

/**
 * How many match, counted only up to TASK_COUNT_CAP + 1 rows: the count costs at most that many
 * matches whatever the size of the table, and a longer list says '500+'.
 */
async function cappedCount(db: Db, where: SQL | undefined): Promise<TTaskListTotal> {
  const matching = db
    .select({ one: sql`1` })
    .from(tasks)
    .where(where)
    .limit(TASK_COUNT_CAP + 1)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  const n = row?.n ?? 0;
  return n > TASK_COUNT_CAP ? { count: TASK_COUNT_CAP, capped: true } : { count: n, capped: false };
}

/** A page's task as the page query's JSON has it: the API's fields (but `can`) and the sort keys. */
interface TaskJson {
  task: Omit<TTask, 'can'>;
  keys: Omit<CursorKeys, 'id'>;
}

/** A timestamp as JavaScript's toISOString prints it (UTC, milliseconds), computed by the database. */
const isoText = (column: AnyColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One object per task in the API's shape, built by the database. A page comes back as one JSON
 * value, so the driver decodes one field instead of ~20 per row, and no row is copied into Dates and
 * back to text: on PGlite, decoding the wire format field by field and re-shaping the rows in
 * JavaScript cost as much as running the query (bench/task-list-pages.ts, bench/tasks.ts).
 */
const taskJson = sql<TaskJson>`json_build_object(
  'task', json_build_object(
    'id', ${tasks.id}, 'title', ${tasks.title}, 'description', ${tasks.description},
    'assigneeId', ${tasks.assigneeId}, 'assigneeName', coalesce(${assignee.fullName}, ''),
    'createdById', ${tasks.createdBy}, 'createdByName', ${creator.fullName},
    'dueDate', ${tasks.dueDate}, 'priority', ${tasks.priority}, 'status', ${tasks.status},
    'category', ${tasks.category}, 'estimatedHours', ${tasks.estimatedHours},
    'completedHours', ${tasks.completedHours}, 'tags', ${tasks.tags},
    'completedAt', ${isoText(tasks.completedAt)}, 'createdAt', ${isoText(tasks.createdAt)},
    'updatedAt', ${isoText(tasks.updatedAt)}),
  'keys', json_build_object(
    'createdAtText', ${tasks.createdAt}::text, 'dueDate', ${tasks.dueDate},
    'priorityOrder', ${tasks.priorityOrder}))`;

/** Tasks joined to their assignee's and creator's names, each row as `taskJson`. */
const selectTaskJson = (db: Db) =>
  db
    .select({ row: taskJson.as('row') })
    .from(tasks)
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .leftJoin(creator, eq(creator.id, tasks.createdBy));

export async function getTask(db: Db, id: string, viewer: Viewer | null = null): Promise<TTask | null> {
  const [found] = await selectTaskJson(db).where(eq(tasks.id, id)).limit(1);
  return found ? withCan(found.row.task, viewer) : null;
}

/** Caches a first-page count under a key until the next task or user change (InsightsCache.get). */
export type CountCache = (key: string, compute: () => Promise<TTaskListTotal>) => Promise<TTaskListTotal>;
const uncached: CountCache = (_key, compute) => compute();

/** The filter's part of a count's cache key: the same matches whatever the page, order or cursor. */
function countKey(filter: TTaskFilter, me: string): string {
  const personal = filter.scope === 'mine' || filter.scope === 'created' ? me : '';
  return `taskCount:${JSON.stringify([filter.scope, filter.status, filter.priority, filter.assignee, filter.search, personal])}`;
}

/**
 * One page of tasks in the filter's order, after `cursor` (keyset paging: the page's cost does not
 * grow with how deep it is), for the signed-in user `me` (the 'mine'/'created' scopes). The first
 * page also says how many match (its own length when it is the only page, else a capped count,
 * kept in `countCache` until the tasks change); later pages do not count again.
 */
export async function listTasks(
  db: Db,
  me: string,
  query: TTaskFilter & { limit: number; cursor?: string | undefined },
  countCache: CountCache = uncached,
): Promise<TTaskList> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, query.sort);
  const where = whereOf(query, me);
  const page = selectTaskJson(db)
    .where(and(where, after ? afterCursor(after) : undefined))
    .orderBy(orderOf(query.sort))
    .limit(query.limit + 1)
    .as('page');
  // json_agg keeps the order of its sorted subquery (a plain scan of it feeds the aggregate).
  const [result] = await db.select({ rows: sql<TaskJson[] | null>`json_agg(${page.row})` }).from(page);
  const rows = result?.rows ?? [];
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  const more = rows.length > query.limit && last !== undefined;
  return {
    tasks: pageRows.map(({ task }) => withCan(task, null)),
    nextCursor: more ? encodeCursor(cursorAfter(query.sort, { ...last.keys, id: last.task.id })) : null,
    total: after
      ? null
      : more
        ? await countCache(countKey(query, me), () => cappedCount(db, where))
        : { count: pageRows.length, capped: false },
  };
}
