import { queryOptions, useQuery } from '@tanstack/react-query';
import { analysesOperations as ops } from '../../../../domain/analyses/operations';
import { callOperation } from '../../../lib/api-client';
import { analysesKeys } from './analysis-keys';

/** Spec: the dashboard statistics are read again every 30 s (and on every realtime change). */
export const STATS_REFRESH_MS = 30_000;

const statsQuery = queryOptions({
  queryKey: analysesKeys.stats,
  queryFn: ({ signal }) => callOperation(ops.getStats, {}, signal),
});

export const useAnalysisStats = () => useQuery({ ...statsQuery, refetchInterval: STATS_REFRESH_MS });
