import type { TReportCategoryFilter, TReportSort } from '../../../../domain/analyses/contract';
import type { ZBulkPdfQuery } from '../../../../domain/analyses/operations';
import type { z } from 'zod';

/** What the history list is filtered and sorted by (also the bulk PDF's query). */
export interface HistoryFilters {
  search: string;
  category: TReportCategoryFilter;
  /** Created from/to plant days, inclusive ('YYYY-MM-DD'); '' = open. */
  from: string;
  to: string;
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

/** Query of the list and bulk PDF operations; empty search and the defaults are left out of the URL. */
export function filterQuery(filters: HistoryFilters): z.input<typeof ZBulkPdfQuery> {
  const search = filters.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(filters.category !== 'all' ? { category: filters.category } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
    ...(filters.sort !== 'date' ? { sort: filters.sort } : {}),
  };
}
