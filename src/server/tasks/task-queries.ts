import { and, count, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
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
import { afterCursor, cursorAfter, cursorColumns, decodeCursor, encodeCursor, orderOf } from './task-cursor';

const assignee = alias(users, 'assignee');
const creator = alias(users, 'creator');

// Every column the API shows; the search text (the longest column) and the sort rank are never read back.
const { searchText: _searchText, priorityOrder: _priorityOrder, ...shown } = getTableColumns(tasks);
const columns = {
  task: shown,
  assigneeName: assignee.fullName,
  createdByName: creator.fullName,
};

type Row = {
  task: Omit<typeof tasks.$inferSelect, 'searchText' | 'priorityOrder'>;
  assigneeName: string | null;
  createdByName: string | null;
};

/**
 * The API's view of a task row (explicit fields; search_text stays internal), with what `viewer`
 * may do with it; a null viewer (a realtime broadcast) may do nothing until the browser recomputes it.
 */
export function presentTask(r: Row, viewer: Viewer | null = null): TTask {
  const t = r.task;
  return {
    id: t.id,
    title: t.title,
    description: t.description,
    assigneeId: t.assigneeId,
    assigneeName: r.assigneeName ?? '',
    createdById: t.createdBy,
    createdByName: r.createdByName,
    dueDate: t.dueDate,
    priority: t.priority,
    status: t.status,
    category: t.category,
    estimatedHours: t.estimatedHours,
    completedHours: t.completedHours,
    tags: t.tags,
    completedAt: t.completedAt ? t.completedAt.toISOString() : null,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    can: taskPermissions(viewer, { assigneeId: t.assigneeId, createdById: t.createdBy }),
  };
}

function baseSelect(db: Db) {
  return db
    .select(columns)
    .from(tasks)
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .leftJoin(creator, eq(creator.id, tasks.createdBy));
}

export async function getTask(db: Db, id: string, viewer: Viewer | null = null): Promise<TTask | null> {
  const [row] = await baseSelect(db).where(eq(tasks.id, id)).limit(1);
  return row ? presentTask(row, viewer) : null;
}

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

/**
 * One page of tasks in the filter's order, after `cursor` (keyset paging: the page's cost does not
 * grow with how deep it is), for the signed-in user `me` (the 'mine'/'created' scopes). The first
 * page also says how many match (its own length when it is the only page, else a capped count);
 * later pages do not count again.
 */
export async function listTasks(
  db: Db,
  me: string,
  query: TTaskFilter & { limit: number; cursor?: string | undefined },
): Promise<TTaskList> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, query.sort);
  const where = whereOf(query, me);
  const rows = await db
    .select({ ...columns, ...cursorColumns })
    .from(tasks)
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .leftJoin(creator, eq(creator.id, tasks.createdBy))
    .where(and(where, after ? afterCursor(after) : undefined))
    .orderBy(orderOf(query.sort))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const more = rows.length > query.limit && last !== undefined;
  return {
    tasks: page.map((row) => presentTask(row)),
    nextCursor: more ? encodeCursor(cursorAfter(query.sort, { ...last, id: last.task.id })) : null,
    total: after ? null : more ? await cappedCount(db, where) : { count: page.length, capped: false },
  };
}
