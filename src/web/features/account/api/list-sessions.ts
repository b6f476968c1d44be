import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountOperations as ops } from '../../../../domain/account/operations';
import { callOperation } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

const getSessions = (signal?: AbortSignal) => callOperation(ops.listSessions, {}, signal);

const sessionsQuery = queryOptions({
  queryKey: accountKeys.sessions,
  queryFn: ({ signal }) => getSessions(signal).then((r) => r.sessions),
  // 'Son etkinlik' of the other devices moves while the screen is open.
  refetchInterval: 60_000,
});

export const useSessions = () => useQuery(sessionsQuery);
