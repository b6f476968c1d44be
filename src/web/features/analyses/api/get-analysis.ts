import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAnalysis } from '../../../../domain/analyses/contract';
import { api } from '../../../lib/api-client';
import { analysesKeys } from './analysis-keys';

export const analysisQuery = (id: string) =>
  queryOptions({
    queryKey: analysesKeys.detail(id),
    queryFn: ({ signal }) => api(`/api/analyses/${encodeURIComponent(id)}`, { schema: ZAnalysis, signal }),
  });

export const useAnalysis = (id: string) => useQuery(analysisQuery(id));
