import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAnalysisList } from '../../../../domain/analyses/api-contract';
import { analysesOperations as ops } from '../../../../domain/analyses/operations';
import { callOperation } from '../../../lib/api-client';
import { analysesKeys } from './analysis-keys';

/** Rates an analysis 1-5: the new rating shows at once in the report and every loaded list page. */
export function useRateAnalysis() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rating }: { id: string; rating: number }) =>
      callOperation(ops.rateAnalysis, { params: { id }, body: { rating } }),
    onSuccess: (analysis) => {
      client.setQueryData(analysesKeys.detail(analysis.id), analysis);
      client.setQueriesData<InfiniteData<TAnalysisList>>({ queryKey: analysesKeys.lists }, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page) => ({
                ...page,
                analyses: page.analyses.map((row) =>
                  row.id === analysis.id ? { ...row, rating: analysis.rating } : row,
                ),
              })),
            }
          : old,
      );
      // A rating changes the averages and, when sorted by rating, the order.
      void client.invalidateQueries({ queryKey: analysesKeys.stats });
    },
  });
}
