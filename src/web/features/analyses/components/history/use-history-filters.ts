import { useState } from 'react';
import { useDebouncedSearchParam } from '../../../../lib/use-debounced-search-param';
import { useSearchParams } from '../../../../lib/router';
import { ZReportCategoryFilter, ZReportSort } from '../../../../../domain/analyses/contract';
import { isIsoDate } from '../../../../../domain/shared/calendar';
import type { HistoryFilters } from '../../api/analysis-keys';

/** A plant day from the URL, or '' when absent or not a date (a hand-edited link lists everything). */
const dayParam = (value: string | null): string => (value && isIsoDate(value) ? value : '');

/**
 * Search, category, created from/to and sort live in the URL (?q=&category=&from=&to=&sort=) so a
 * filtered history can be refreshed and shared (the dashboard's weeks link here); typing is debounced
 * before it reaches the URL and the server.
 */
export function useHistoryFilters() {
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get('q') ?? '';
  const [searchText, setSearchText] = useState(urlSearch);
  const filters: HistoryFilters = {
    search: urlSearch,
    category: ZReportCategoryFilter.catch('all').parse(params.get('category') ?? 'all'),
    from: dayParam(params.get('from')),
    to: dayParam(params.get('to')),
    sort: ZReportSort.catch('date').parse(params.get('sort') ?? 'date'),
  };

  useDebouncedSearchParam(searchText, urlSearch, setParams);

  const setParam = (key: 'category' | 'sort' | 'from' | 'to', value: string, fallback: string) =>
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
    // A half-typed date stays in the field; only a whole date (or '') reaches the URL and the server.
    setFrom: (value: string) => (value === '' || isIsoDate(value) ? setParam('from', value, '') : undefined),
    setTo: (value: string) => (value === '' || isIsoDate(value) ? setParam('to', value, '') : undefined),
  };
}
