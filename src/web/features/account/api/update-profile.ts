import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateProfileRequest } from '../../../../domain/account/contract';
import { accountOperations as ops } from '../../../../domain/account/operations';
import { callOperation } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/current-user';

/** Updates the profile; the header and menu read the same 'me' query, so they update at once. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateProfileRequest) => callOperation(ops.updateProfile, { body }),
    onSuccess: ({ user }) => client.setQueryData(meQueryKey, user),
  });
}
