import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAccountSessionList } from '../../../../domain/account/contract';
import { api } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

export const getSessions = (signal?: AbortSignal) =>
  api('/api/account/sessions', { schema: ZAccountSessionList, signal });

export const sessionsQuery = queryOptions({
  queryKey: accountKeys.sessions,
  queryFn: ({ signal }) => getSessions(signal).then((r) => r.sessions),
  // 'Son etkinlik' of the other devices moves while the screen is open.
  refetchInterval: 60_000,
});

export const useSessions = () => useQuery(sessionsQuery);
