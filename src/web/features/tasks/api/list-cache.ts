import type { InfiniteData } from '@tanstack/react-query';
import type { TTask, TTaskFilter, TTaskList } from '../../../../domain/tasks/contract';
import { compareTasks, taskMatchesFilter } from '../../../../domain/tasks/task-filter';

export type TaskPages = InfiniteData<TTaskList, number>;

/** A task created or changed (the row as presented), or a task gone. */
export type ListChange = { kind: 'upsert'; task: TTask; isNew: boolean } | { kind: 'remove'; id: string };

/** Where the task goes in the loaded, sorted list; beyond the loaded part of a longer list it is left to the next page. */
function insertSorted(list: TTask[], task: TTask, filter: TTaskFilter, fullyLoaded: boolean): TTask[] {
  const cmp = compareTasks(filter.sort);
  const at = list.findIndex((t) => cmp(task, t) < 0);
  if (at === -1) return fullyLoaded ? [...list, task] : list;
  return [...list.slice(0, at), task, ...list.slice(at)];
}

/** Splits the list back into pages of the old sizes; offsets (page params) follow the new sizes. */
function rechunk(data: TaskPages, list: TTask[], total: number): TaskPages {
  const pages: TTaskList[] = [];
  const pageParams: number[] = [];
  let offset = 0;
  data.pages.forEach((page, i) => {
    const last = i === data.pages.length - 1;
    const size = last ? list.length - offset : Math.min(page.tasks.length, list.length - offset);
    if (size <= 0 && pages.length > 0) return;
    pages.push({ tasks: list.slice(offset, offset + size), total });
    pageParams.push(offset);
    offset += Math.max(0, size);
  });
  return { pages, pageParams };
}

/**
 * Applies a live change to one cached, filtered and paged list without a refetch, using the same
 * filter and order as the server. Returns the same object when the list is unaffected, and null when
 * the change cannot be placed for sure (an unseen task changed while only part of the list is loaded:
 * it may or may not have been counted) — the caller refetches that list then.
 */
export function applyToPages(data: TaskPages, filter: TTaskFilter, change: ListChange): TaskPages | null {
  const list = data.pages.flatMap((p) => p.tasks);
  const total = data.pages.at(-1)?.total ?? list.length;
  const fullyLoaded = list.length >= total;
  const id = change.kind === 'remove' ? change.id : change.task.id;
  const index = list.findIndex((t) => t.id === id);
  const rest = index === -1 ? list : [...list.slice(0, index), ...list.slice(index + 1)];

  if (change.kind === 'remove') {
    if (index !== -1) return rechunk(data, rest, total - 1);
    return fullyLoaded ? data : null;
  }
  const { task } = change;
  const current = list[index];
  // An event can arrive after the answer of a later edit: never step back to an older version.
  if (current && current.updatedAt > task.updatedAt) return data;
  const matches = taskMatchesFilter(task, filter);
  if (current) {
    return matches
      ? rechunk(data, insertSorted(rest, task, filter, fullyLoaded), total)
      : rechunk(data, rest, total - 1);
  }
  if (!matches) return data;
  if (!change.isNew && !fullyLoaded) return null;
  return rechunk(data, insertSorted(list, task, filter, fullyLoaded), total + 1);
}
