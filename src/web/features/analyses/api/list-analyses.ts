import { useInfiniteQuery } from '@tanstack/react-query';
import { ZAnalysisList } from '../../../../domain/analyses/api-contract';
import { LIST_LIMIT_DEFAULT } from '../../../../domain/analyses/contract';
import { api } from '../../../lib/api-client';
import { analysesKeys, filterParams, type HistoryFilters } from './analysis-keys';

/** The history, 50 rows a page, filtered and sorted by the server ('Daha fazla yükle' fetches the next page). */
export function useAnalysisList(filters: HistoryFilters) {
  return useInfiniteQuery({
    queryKey: analysesKeys.list(filters),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => {
      const params = filterParams(filters);
      params.set('limit', String(LIST_LIMIT_DEFAULT));
      params.set('offset', String(pageParam));
      return api(`/api/analyses?${params.toString()}`, { schema: ZAnalysisList, signal });
    },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.analyses.length, 0);
      return last.analyses.length > 0 && loaded < last.total ? loaded : undefined;
    },
    // Keep the previous rows on screen while a new search runs, instead of flashing a spinner.
    placeholderData: (previous) => previous,
  });
}
