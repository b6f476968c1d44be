import { useState } from 'react';
import { z } from 'zod';
import {
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TTaskFilter,
  type TTaskScope,
  ZTaskScope,
  ZTaskSort,
} from '../../../../domain/tasks/contract';
import { useDebouncedSearchParam } from '../../../lib/use-debounced-search-param';
import { useSearchParams } from '../../../lib/router';

/** 'İş Takip Listem' opens on the caller's own tasks. */
const DEFAULT_SCOPE: TTaskScope = 'mine';

/** Cards ('Liste'), columns by status ('Pano') or one dense row per task ('Tablo'). */
const TASK_VIEWS = ['list', 'board', 'table'] as const;
export type TaskView = (typeof TASK_VIEWS)[number];
const ZView = z.enum(TASK_VIEWS).catch('list');

const ZStatus = z.enum([...TASK_STATUSES, 'open', 'all']).catch('all');
const ZPriority = z.enum([...TASK_PRIORITIES, 'all']).catch('all');
const ZAssignee = z.uuid().optional().catch(undefined);

type Key = 'scope' | 'status' | 'priority' | 'assignee' | 'sort' | 'view';
const DEFAULTS: Record<Key, string> = {
  scope: DEFAULT_SCOPE,
  status: 'all',
  priority: 'all',
  assignee: '',
  sort: 'newest',
  view: 'list',
};

/**
 * The tracker's filter as the URL says it; a value the URL cannot hold falls back to its default.
 * @internal
 */
export function filtersFromParams(params: URLSearchParams): { filter: TTaskFilter; view: TaskView } {
  const search = params.get('q')?.trim();
  return {
    filter: {
      scope: ZTaskScope.catch(DEFAULT_SCOPE).parse(params.get('scope') ?? DEFAULT_SCOPE),
      status: ZStatus.parse(params.get('status') ?? 'all'),
      priority: ZPriority.parse(params.get('priority') ?? 'all'),
      assignee: ZAssignee.parse(params.get('assignee') ?? undefined),
      sort: ZTaskSort.catch('newest').parse(params.get('sort') ?? 'newest'),
      search: search || undefined,
    },
    view: ZView.parse(params.get('view') ?? 'list'),
  };
}

/**
 * Scope, search, filters, sort and view of 'İş Takip Listem' live in the URL (?scope=&q=&status=
 * &priority=&assignee=&sort=&view=), so a filtered list can be refreshed, shared and walked back
 * through: a scope change is a history entry (Back returns to 'Bana atananlar'), the rest replace the
 * current one as the report history's filters do. Typing is debounced before it reaches the URL.
 */
export function useTaskFilters() {
  const [params, setParams] = useSearchParams();
  const { filter, view } = filtersFromParams(params);
  const urlSearch = filter.search ?? '';
  const [searchText, setSearchText] = useState(urlSearch);

  // Back/forward to another search: the box shows what the URL says (adjusted while rendering, not
  // in an effect; the box keeps the user's own spacing when the URL merely caught up with it).
  const [shownUrlSearch, setShownUrlSearch] = useState(urlSearch);
  if (shownUrlSearch !== urlSearch) {
    setShownUrlSearch(urlSearch);
    if (searchText.trim() !== urlSearch) setSearchText(urlSearch);
  }

  useDebouncedSearchParam(searchText, urlSearch, setParams);

  // One navigation per change (wouter's updater sees the params of the last render, not a queue).
  const update = (patch: Partial<Record<Key | 'task', string | null>>, replace: boolean) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(patch) as [Key | 'task', string | null][]) {
          if (value === null || (key !== 'task' && value === DEFAULTS[key])) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );

  return {
    filter,
    view,
    searchText,
    setSearchText,
    /** True when the user narrowed the list (search or a filter), not for the scope alone. */
    filtering:
      urlSearch !== '' ||
      filter.status !== 'all' ||
      filter.priority !== 'all' ||
      filter.assignee !== undefined,
    openTaskId: params.get('task'),
    setScope: (scope: TTaskScope) => update({ scope }, false),
    setFilter: (patch: Partial<Pick<TTaskFilter, 'status' | 'priority' | 'assignee' | 'sort'>>) =>
      update(Object.fromEntries(Object.entries(patch).map(([k, v]) => [k, v ?? null])), true),
    setView: (next: TaskView) => update({ view: next }, true),
    openTask: (id: string | null) => update({ task: id }, false),
  };
}
