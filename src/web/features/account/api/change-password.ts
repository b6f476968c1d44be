import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TChangePasswordRequest, ZChangePasswordResponse } from '../../../../domain/account/contract';
import { api } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

/** PUT /api/account/password; the server ends the other sessions, so the list is reloaded. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TChangePasswordRequest) =>
      api('/api/account/password', { method: 'PUT', body, schema: ZChangePasswordResponse }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
