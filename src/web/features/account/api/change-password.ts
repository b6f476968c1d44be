import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChangePasswordRequest } from '../../../../domain/account/contract';
import { accountOperations as ops } from '../../../../domain/account/operations';
import { callOperation } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

/** Changes the password; the server ends the other sessions, so the list is reloaded. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TChangePasswordRequest) => callOperation(ops.changePassword, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}
