import { and, desc, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { TReportCategoryFilter, TReportSort } from '../../domain/analyses/contract';
import { categoriesForFilter } from '../../domain/analyses/history-filter';
import { addDays, startOfZonedDay } from '../../domain/shared/calendar';
import { foldedSearch } from '../db/folded-search';
import { aiAnalyses } from '../db/schema';

export interface HistoryFilter {
  search?: string | undefined;
  category: TReportCategoryFilter;
  /** First and last plant day of creation, inclusive ('YYYY-MM-DD'). */
  from?: string | undefined;
  to?: string | undefined;
  sort: TReportSort;
}

/** WHERE of the report history: every folded search word in search_text, the category rule and the plant days. */
export function historyWhere(filter: HistoryFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [foldedSearch(aiAnalyses.searchText, filter.search)];
  const categories = categoriesForFilter(filter.category);
  if (categories !== null) {
    // A filter no label contains keeps nothing (IN () is not valid SQL).
    parts.push(categories.length > 0 ? inArray(aiAnalyses.category, categories) : sql`false`);
  }
  // Plant days, not UTC days: a report written at 01:00 in Istanbul belongs to that Istanbul day.
  if (filter.from) parts.push(gte(aiAnalyses.createdAt, startOfZonedDay(filter.from)));
  if (filter.to) parts.push(lt(aiAnalyses.createdAt, startOfZonedDay(addDays(filter.to, 1))));
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
