import { foldTurkish, foldedWords } from '../shared/turkish-text';
import { TASK_PRIORITIES, type TTask, type TTaskFilter, type TTaskSort } from './contract';

/**
 * What task search matches against (stored as tasks.search_text): folded title, description,
 * category, each tag as '#tag' (so '#spc' finds the tag and 'spc' still does) and the assignee's name.
 */
export function taskSearchText(t: {
  title: string;
  description: string;
  category: string;
  tags: readonly string[];
  assigneeName: string;
}): string {
  return foldTurkish(
    [t.title, t.description, t.category, ...t.tags.map((tag) => `#${tag}`), t.assigneeName].join(' '),
  );
}

/**
 * Folded words of a query; a task matches when its search text contains every one ('capak kalip' finds 'Kalıp çapağı').
 * @internal
 */
export function searchTerms(query: string | undefined): string[] {
  return foldedWords(query);
}

/**
 * Same rule as the server's filter, so a live event can be placed in (or removed from) a cached list.
 * `me` is the signed-in user's id (the 'mine' and 'created' scopes); unknown, those scopes match nothing.
 */
export function taskMatchesFilter(task: TTask, filter: TTaskFilter, me?: string): boolean {
  if (filter.scope === 'mine' && (!me || task.assigneeId !== me)) return false;
  if (filter.scope === 'created' && (!me || task.createdById !== me)) return false;
  if (filter.status === 'open' && task.status === 'completed') return false;
  if (filter.status && filter.status !== 'all' && filter.status !== 'open' && task.status !== filter.status)
    return false;
  if (filter.priority && filter.priority !== 'all' && task.priority !== filter.priority) return false;
  if (filter.assignee && task.assigneeId !== filter.assignee) return false;
  const terms = searchTerms(filter.search);
  if (terms.length === 0) return true;
  const text = taskSearchText(task);
  return terms.every((term) => text.includes(term));
}

const priorityRank = (p: TTask['priority']) => TASK_PRIORITIES.indexOf(p);
const newest = (a: TTask, b: TTask) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);
const oldest = (a: TTask, b: TTask) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/**
 * The list order of each sort option, identical to the server's ORDER BY. Within one due date the
 * oldest task comes first: every order then runs one way, so a page boundary is one row comparison.
 */
export function compareTasks(sort: TTaskSort): (a: TTask, b: TTask) => number {
  switch (sort) {
    case 'due':
      return (a, b) => a.dueDate.localeCompare(b.dueDate) || oldest(a, b);
    case 'priority':
      return (a, b) =>
        priorityRank(b.priority) - priorityRank(a.priority) ||
        a.dueDate.localeCompare(b.dueDate) ||
        oldest(a, b);
    case 'newest':
      return newest;
  }
}
