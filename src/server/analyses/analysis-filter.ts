import { and, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { TReportCategoryFilter, TReportSort } from '../../domain/analyses/contract';
import { categoriesForFilter } from '../../domain/analyses/history-filter';
import { foldedSearch } from '../db/folded-search';
import { aiAnalyses } from '../db/schema';

export interface HistoryFilter {
  search?: string | undefined;
  category: TReportCategoryFilter;
  sort: TReportSort;
}

/** WHERE of the report history: every folded search word in search_text, and the category rule. */
export function historyWhere(filter: HistoryFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [foldedSearch(aiAnalyses.searchText, filter.search)];
  const categories = categoriesForFilter(filter.category);
  if (categories !== null) {
    // A filter no label contains keeps nothing (IN () is not valid SQL).
    parts.push(categories.length > 0 ? inArray(aiAnalyses.category, categories) : sql`false`);
  }
  return and(...parts);
}

/** ORDER BY of the spec's sort options: highest first, then newest; id keeps pages from overlapping. */
export function historyOrder(sort: TReportSort): SQL[] {
  const newest = [desc(aiAnalyses.createdAt), desc(aiAnalyses.id)];
  switch (sort) {
    case 'date':
      return newest;
    case 'rating':
      return [desc(aiAnalyses.rating), ...newest];
    case 'confidence':
      return [desc(aiAnalyses.confidence), ...newest];
  }
}
