import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { meQueryKey } from './current-user';

/**
 * A 401 'unauthenticated' from any call means the session is gone (signed out elsewhere, idle or
 * expired): forgetting the user sends the session gate to the login screen, back here afterwards.
 */
function onSessionLost(error: Error): void {
  if (error instanceof ApiError && error.status === 401 && error.code === 'unauthenticated')
    queryClient.setQueryData(meQueryKey, null);
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onSessionLost }),
  mutationCache: new MutationCache({ onError: onSessionLost }),
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      // Retrying a 4xx answer cannot help; network hiccups get two more tries.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});
