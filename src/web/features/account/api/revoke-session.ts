import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountOperations as ops } from '../../../../domain/account/operations';
import { callOperation } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

/** 'Oturumu kapat': ends one other session, by the public id the list gave. */
export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callOperation(ops.revokeSession, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** 'Diğer tüm oturumları kapat': every session but this one. */
export function useRevokeOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callOperation(ops.revokeOtherSessions),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
