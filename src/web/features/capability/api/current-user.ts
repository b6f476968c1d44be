import { queryOptions, useQuery } from '@tanstack/react-query';
import { type TUser, ZUserResponse } from '../../../../domain/auth/contract';
import { api, ApiError } from '../../../lib/api-client';

/**
 * The signed-in user, to offer 'Sil' only where the server allows it. Same key and same answer
 * as the session gate's query, so it is read from the cache, not fetched again.
 */
const currentUserQuery = queryOptions({
  queryKey: ['auth', 'me'],
  queryFn: async (): Promise<TUser | null> => {
    try {
      return (await api('/api/auth/me', { schema: ZUserResponse })).user;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});

export const useCurrentUser = () => useQuery(currentUserQuery).data ?? null;
