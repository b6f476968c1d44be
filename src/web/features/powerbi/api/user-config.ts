import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TEmbedConfig } from '../../../../domain/powerbi/embed-config';
import { embedOperations as ops } from '../../../../domain/powerbi/embed-operations';
import { callOperation } from '../../../lib/api-client';

const userConfigQuery = queryOptions({
  queryKey: ['powerbi', 'user-config'],
  queryFn: ({ signal }) => callOperation(ops.getUserConfig, undefined, signal),
  // The copy only changes through this browser's own Save (or another browser on the next visit).
  staleTime: Infinity,
  retry: false,
});
export const useUserConfig = () => useQuery(userConfigQuery);

/** Keeps the saved configuration for the signed-in user on the server (the other browsers' copy). */
export function useSaveUserConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TEmbedConfig) => callOperation(ops.saveUserConfig, { body }),
    onSuccess: (saved) => client.setQueryData(userConfigQuery.queryKey, saved),
  });
}

/** Deletes the signed-in user's server copy (and the token in it). */
export function useDeleteUserConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callOperation(ops.deleteUserConfig),
    onSuccess: () =>
      client.setQueryData(userConfigQuery.queryKey, (previous) =>
        previous ? { ...previous, config: null, updatedAt: null } : previous,
      ),
  });
}
