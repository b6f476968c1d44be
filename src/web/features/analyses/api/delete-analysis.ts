import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { analysesKeys } from './analysis-keys';

/** DELETE /api/analyses/:id (own analysis, or any for Yönetici); the answer has no body we need. */
export function useDeleteAnalysis() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api(`/api/analyses/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: analysesKeys.detail(id) });
      void client.invalidateQueries({ queryKey: analysesKeys.lists });
      void client.invalidateQueries({ queryKey: analysesKeys.stats });
    },
  });
}
