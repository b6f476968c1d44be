import { useState } from 'react';
import { useDebouncedSearchParam } from '../../../../lib/use-debounced-search-param';
import { useSearchParams } from '../../../../lib/router';
import { ZReportCategoryFilter, ZReportSort } from '../../../../../domain/analyses/contract';
import type { HistoryFilters } from '../../api/analysis-keys';

/**
 * Search, category and sort live in the URL (?q=&category=&sort=) so a filtered history can be
 * refreshed and shared; typing is debounced before it reaches the URL and the server.
 */
export function useHistoryFilters() {
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get('q') ?? '';
  const [searchText, setSearchText] = useState(urlSearch);
  const filters: HistoryFilters = {
    search: urlSearch,
    category: ZReportCategoryFilter.catch('all').parse(params.get('category') ?? 'all'),
    sort: ZReportSort.catch('date').parse(params.get('sort') ?? 'date'),
  };

  useDebouncedSearchParam(searchText, urlSearch, setParams);

  const setParam = (key: 'category' | 'sort', value: string, fallback: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return {
    filters,
    searchText,
    setSearchText,
    setCategory: (value: string) => setParam('category', value, 'all'),
    setSort: (value: string) => setParam('sort', value, 'date'),
  };
}
