import { useQuery } from '@tanstack/react-query';
import { type TUser, ZUserResponse } from '../../../../domain/auth/contract';
import { api, ApiError } from '../../../lib/api-client';

/** The signed-in user (is it a Yönetici?); same key and value shape (user or null) as the shell's query. */
export function useCurrentUser() {
  return useQuery({
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
}
