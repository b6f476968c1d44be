import type { InfiniteData } from '@tanstack/react-query';
import type { TTask, TTaskFilter, TTaskList, TTaskListTotal } from '../../../../domain/tasks/contract';
import { compareTasks, taskMatchesFilter } from '../../../../domain/tasks/task-filter';

/** Pages of one list; a page param is the cursor the page was fetched after (null for the first). */
export type TaskPages = InfiniteData<TTaskList, string | null>;

/** A task created or changed (the row as presented), or a task gone. */
export type ListChange = { kind: 'upsert'; task: TTask; isNew: boolean } | { kind: 'remove'; id: string };

/** Where the task goes in the loaded, sorted list; beyond the loaded part of a longer list it is left to the next page. */
function insertSorted(list: TTask[], task: TTask, filter: TTaskFilter, fullyLoaded: boolean): TTask[] {
  const cmp = compareTasks(filter.sort);
  const at = list.findIndex((t) => cmp(task, t) < 0);
  if (at === -1) return fullyLoaded ? [...list, task] : list;
  return [...list.slice(0, at), task, ...list.slice(at)];
}

/** A capped count ('500+') stays as it is: one more or less says nothing about the true number. */
function adjusted(total: TTaskListTotal | null, delta: number): TTaskListTotal | null {
  if (!total || total.capped) return total;
  return { count: Math.max(0, total.count + delta), capped: false };
}

/**
 * Splits the list back into pages of the old sizes. A cursor is a position in the order, not an
 * offset, so the last page's cursor still says where the next page starts after local changes.
 */
function rechunk(data: TaskPages, list: TTask[], total: TTaskListTotal | null): TaskPages {
  const pages: TTaskList[] = [];
  let offset = 0;
  data.pages.forEach((page, i) => {
    const last = i === data.pages.length - 1;
    const size = last ? list.length - offset : Math.min(page.tasks.length, list.length - offset);
    if (size <= 0 && pages.length > 0) return;
    pages.push({ tasks: list.slice(offset, offset + size), nextCursor: page.nextCursor, total: null });
    offset += Math.max(0, size);
  });
  const lastCursor = data.pages.at(-1)?.nextCursor ?? null;
  pages.forEach((page, i) => {
    if (i === 0) page.total = total;
    if (i === pages.length - 1) page.nextCursor = lastCursor;
  });
  return { pages, pageParams: data.pageParams.slice(0, pages.length) };
}

/**
 * Applies a live change to one cached, filtered and paged list without a refetch, using the same
 * filter and order as the server (`me`: the signed-in user, for the 'mine'/'created' scopes). Returns
 * the same object when the list is unaffected, and null when the change cannot be placed for sure
 * (an unseen task changed while only part of the list is loaded: it may or may not have been
 * counted) — the caller refetches that list then.
 */
export function applyToPages(
  data: TaskPages,
  filter: TTaskFilter,
  change: ListChange,
  me?: string,
): TaskPages | null {
  const list = data.pages.flatMap((p) => p.tasks);
  const total = data.pages[0]?.total ?? null;
  const fullyLoaded = (data.pages.at(-1)?.nextCursor ?? null) === null;
  const id = change.kind === 'remove' ? change.id : change.task.id;
  const index = list.findIndex((t) => t.id === id);
  const rest = index === -1 ? list : [...list.slice(0, index), ...list.slice(index + 1)];

  if (change.kind === 'remove') {
    if (index !== -1) return rechunk(data, rest, adjusted(total, -1));
    return fullyLoaded ? data : null;
  }
  const { task } = change;
  const current = list[index];
  // An event can arrive after the answer of a later edit: never step back to an older version.
  if (current && current.updatedAt > task.updatedAt) return data;
  const matches = taskMatchesFilter(task, filter, me);
  if (current) {
    return matches
      ? rechunk(data, insertSorted(rest, task, filter, fullyLoaded), total)
      : rechunk(data, rest, adjusted(total, -1));
  }
  if (!matches) return data;
  if (!change.isNew && !fullyLoaded) return null;
  return rechunk(data, insertSorted(list, task, filter, fullyLoaded), adjusted(total, 1));
}
