import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRevokeSessionsResponse } from '../../../../domain/account/contract';
import { ZOk } from '../../../../domain/shared/api-error';
import { api } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

/** 'Oturumu kapat': ends one other session, by the public id the list gave. */
export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE', schema: ZOk }),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** 'Diğer tüm oturumları kapat': every session but this one. */
export function useRevokeOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api('/api/account/sessions/revoke-others', { method: 'POST', schema: ZRevokeSessionsResponse }),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
