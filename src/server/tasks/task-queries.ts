import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TTask, TTaskFilter, TTaskList } from '../../domain/tasks/contract';
import { taskPermissions } from '../../domain/tasks/permissions';
import type { Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';
import { foldedSearch } from '../db/folded-search';
import { tasks, users } from '../db/schema';

const assignee = alias(users, 'assignee');
const creator = alias(users, 'creator');

const columns = {
  task: tasks,
  assigneeName: assignee.fullName,
  createdByName: creator.fullName,
};

type Row = { task: typeof tasks.$inferSelect; assigneeName: string | null; createdByName: string | null };

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

function whereOf(filter: TTaskFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.status === 'open') parts.push(ne(tasks.status, 'completed'));
  else if (filter.status && filter.status !== 'all') parts.push(eq(tasks.status, filter.status));
  if (filter.priority && filter.priority !== 'all') parts.push(eq(tasks.priority, filter.priority));
  if (filter.assignee) parts.push(eq(tasks.assigneeId, filter.assignee));
  parts.push(foldedSearch(tasks.searchText, filter.search));
  return parts.length > 0 ? and(...parts) : undefined;
}

const priorityRank = sql`case ${tasks.priority} when 'critical' then 3 when 'high' then 2 when 'medium' then 1 else 0 end`;

/** Same order as the domain's compareTasks, so live events land where a refetch would put them. */
function orderOf(sort: TTaskFilter['sort']): SQL[] {
  const newest = [desc(tasks.createdAt), desc(tasks.id)];
  switch (sort) {
    case 'due':
      return [asc(tasks.dueDate), ...newest];
    case 'priority':
      return [desc(priorityRank), asc(tasks.dueDate), ...newest];
    case 'newest':
      return newest;
  }
}

/**
 * One page of tasks matching the filters, and how many match in all. The page is found on narrow
 * rows (ids only: a deep page sorts 10 000 ids, not 10 000 descriptions), then those rows are loaded.
 */
export async function listTasks(
  db: Db,
  filter: TTaskFilter & { limit: number; offset: number },
): Promise<TTaskList> {
  const where = whereOf(filter);
  const page = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(where)
    .orderBy(...orderOf(filter.sort))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(tasks).where(where);
  if (page.length === 0) return { tasks: [], total: total?.n ?? 0 };
  const rows = await baseSelect(db).where(
    inArray(
      tasks.id,
      page.map((p) => p.id),
    ),
  );
  const byId = new Map(rows.map((r) => [r.task.id, presentTask(r)]));
  return { tasks: page.flatMap((p) => byId.get(p.id) ?? []), total: total?.n ?? 0 };
}
