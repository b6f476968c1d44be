import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TCreateAnalysisRequest, ZAnalysis } from '../../../../domain/analyses/contract';
import { api } from '../../../lib/api-client';
import { analysesKeys } from './analysis-keys';

/** POST /api/analyses: the server searches the knowledge base (or the AI provider) and saves the report. */
export function useCreateAnalysis() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateAnalysisRequest) =>
      api('/api/analyses', { method: 'POST', body, schema: ZAnalysis }),
    onSuccess: (analysis) => {
      client.setQueryData(analysesKeys.detail(analysis.id), analysis);
      void client.invalidateQueries({ queryKey: analysesKeys.lists });
      void client.invalidateQueries({ queryKey: analysesKeys.stats });
    },
  });
}
