import { useQuery } from '@tanstack/react-query';
import { analysesOperations as ops } from '../../../../domain/analyses/operations';
import { callOperation } from '../../../lib/api-client';
import { analysesKeys } from './analysis-keys';
import { STATS_REFRESH_MS } from './get-stats';

/** Analyses per week by problem category and the average rating per week; under the stats key, so live. */
export const useAnalysisTrends = (weeks: number) =>
  useQuery({
    queryKey: analysesKeys.trends(weeks),
    queryFn: ({ signal }) => callOperation(ops.getTrends, { query: { weeks } }, signal),
    refetchInterval: STATS_REFRESH_MS,
  });
