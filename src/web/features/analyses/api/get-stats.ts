import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAnalysisStats } from '../../../../domain/analyses/api-contract';
import { api } from '../../../lib/api-client';
import { analysesKeys } from './analysis-keys';

/** Spec: the dashboard statistics are read again every 30 s (and on every realtime change). */
export const STATS_REFRESH_MS = 30_000;

export const statsQuery = queryOptions({
  queryKey: analysesKeys.stats,
  queryFn: ({ signal }) => api('/api/analyses/stats', { schema: ZAnalysisStats, signal }),
});

export const useAnalysisStats = () => useQuery({ ...statsQuery, refetchInterval: STATS_REFRESH_MS });
