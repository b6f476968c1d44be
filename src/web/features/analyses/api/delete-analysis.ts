import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analysesOperations as ops } from '../../../../domain/analyses/operations';
import { callOperation } from '../../../lib/api-client';
import { analysesKeys } from './analysis-keys';

/** Deletes an analysis (own analysis, or any for Yönetici); the answer has no body we need. */
export function useDeleteAnalysis() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callOperation(ops.deleteAnalysis, { params: { id } }),
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: analysesKeys.detail(id) });
      void client.invalidateQueries({ queryKey: analysesKeys.lists });
      void client.invalidateQueries({ queryKey: analysesKeys.stats });
    },
  });
}
