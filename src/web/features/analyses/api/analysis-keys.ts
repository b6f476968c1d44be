import type { TReportCategoryFilter, TReportSort } from '../../../../domain/analyses/contract';

/** What the history list is filtered and sorted by (also the bulk PDF's query). */
export interface HistoryFilters {
  search: string;
  category: TReportCategoryFilter;
  sort: TReportSort;
}

/** Query keys of the feature: everything under ['analyses'] so one prefix refreshes it all. */
export const analysesKeys = {
  all: ['analyses'] as const,
  lists: ['analyses', 'list'] as const,
  list: (filters: HistoryFilters) => ['analyses', 'list', filters] as const,
  detail: (id: string) => ['analyses', 'detail', id] as const,
  stats: ['analyses', 'stats'] as const,
  trends: (weeks: number) => ['analyses', 'stats', 'trends', weeks] as const,
};

/** Query string of the list and bulk PDF endpoints; empty search and the defaults are left out. */
export function filterParams(filters: HistoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.sort !== 'date') params.set('sort', filters.sort);
  return params;
}
