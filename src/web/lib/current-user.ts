import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUser } from '../../domain/auth/contract';
import { authOperations } from '../../domain/auth/operations';
import { ApiError, callOperation } from './api-client';

export const meQueryKey = ['auth', 'me'] as const;

/** The signed-in user, or null when there is no valid session (401). */
async function getMe(): Promise<TUser | null> {
  try {
    return (await callOperation(authOperations.me)).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** One query for the session user, shared by the shell and every feature (e.g. 'own or Yönetici' checks). */
export const meQuery = queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000 });
export const useMe = () => useQuery(meQuery);
