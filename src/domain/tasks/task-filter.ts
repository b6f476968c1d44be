import { foldTurkish, foldedWords } from '../shared/turkish-text';
import { TASK_PRIORITIES, type TTask, type TTaskFilter, type TTaskSort } from './contract';

/** What task search matches against: folded title, description, category and tags (stored as tasks.search_text). */
export function taskSearchText(t: {
  title: string;
  description: string;
  category: string;
  tags: readonly string[];
}): string {
  return foldTurkish([t.title, t.description, t.category, ...t.tags].join(' '));
}

/** Folded words of a query; a task matches when its search text contains every one ('capak kalip' finds 'Kalıp çapağı'). */
export function searchTerms(query: string | undefined): string[] {
  return foldedWords(query);
}

/** Same rule as the server's filter, so a live event can be placed in (or removed from) a cached list. */
export function taskMatchesFilter(task: TTask, filter: TTaskFilter): boolean {
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

/** The list order of each sort option, identical to the server's ORDER BY. */
export function compareTasks(sort: TTaskSort): (a: TTask, b: TTask) => number {
  switch (sort) {
    case 'due':
      return (a, b) => a.dueDate.localeCompare(b.dueDate) || newest(a, b);
    case 'priority':
      return (a, b) =>
        priorityRank(b.priority) - priorityRank(a.priority) ||
        a.dueDate.localeCompare(b.dueDate) ||
        newest(a, b);
    case 'newest':
      return newest;
  }
}
