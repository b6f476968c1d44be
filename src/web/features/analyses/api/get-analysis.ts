import { queryOptions, useQuery } from '@tanstack/react-query';
import { analysesOperations as ops } from '../../../../domain/analyses/operations';
import { callOperation } from '../../../lib/api-client';
import { analysesKeys } from './analysis-keys';

const analysisQuery = (id: string) =>
  queryOptions({
    queryKey: analysesKeys.detail(id),
    queryFn: ({ signal }) => callOperation(ops.getAnalysis, { params: { id } }, signal),
  });

export const useAnalysis = (id: string) => useQuery(analysisQuery(id));
