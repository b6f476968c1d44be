import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedsOperations } from '../../../../domain/feeds/operations';
import { callOperation } from '../../../lib/api-client';

const apiTokensQuery = queryOptions({
  queryKey: ['settings', 'api-tokens'],
  queryFn: ({ signal }) => callOperation(feedsOperations.listTokens, undefined, signal),
});
export const useApiTokens = () => useQuery(apiTokensQuery);

/** Creates a token; the answer carries the secret, shown once by the caller and never fetched again. */
export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callOperation(feedsOperations.createToken, { body: { name } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: apiTokensQuery.queryKey }),
  });
}

export function useRevokeApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callOperation(feedsOperations.revokeToken, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: apiTokensQuery.queryKey }),
  });
}
