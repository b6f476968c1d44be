import { useInfiniteQuery } from '@tanstack/react-query';
import { LIST_LIMIT_DEFAULT } from '../../../../domain/analyses/contract';
import { analysesOperations as ops } from '../../../../domain/analyses/operations';
import { callOperation } from '../../../lib/api-client';
import { analysesKeys, filterQuery, type HistoryFilters } from './analysis-keys';

/** The history, 50 rows a page, filtered and sorted by the server ('Daha fazla yükle' fetches the next page). */
export function useAnalysisList(filters: HistoryFilters) {
  return useInfiniteQuery({
    queryKey: analysesKeys.list(filters),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      callOperation(
        ops.listAnalyses,
        { query: { ...filterQuery(filters), limit: LIST_LIMIT_DEFAULT, offset: pageParam } },
        signal,
      ),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.analyses.length, 0);
      return last.analyses.length > 0 && loaded < last.total ? loaded : undefined;
    },
    // Keep the previous rows on screen while a new search runs, instead of flashing a spinner.
    placeholderData: (previous) => previous,
  });
}
