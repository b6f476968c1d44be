import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreateAnalysisRequest } from '../../../../domain/analyses/contract';
import { analysesOperations as ops } from '../../../../domain/analyses/operations';
import { callOperation } from '../../../lib/api-client';
import { analysesKeys } from './analysis-keys';

/** Creates an analysis: the server searches the knowledge base (or the AI provider) and saves the report. */
export function useCreateAnalysis() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateAnalysisRequest) => callOperation(ops.createAnalysis, { body }),
    onSuccess: (analysis) => {
      client.setQueryData(analysesKeys.detail(analysis.id), analysis);
      void client.invalidateQueries({ queryKey: analysesKeys.lists });
      void client.invalidateQueries({ queryKey: analysesKeys.stats });
    },
  });
}
