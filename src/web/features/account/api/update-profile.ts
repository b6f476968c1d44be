import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateProfileRequest } from '../../../../domain/account/contract';
import { ZUserResponse } from '../../../../domain/auth/contract';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/current-user';

/** PATCH /api/account/profile; the header and menu read the same 'me' query, so they update at once. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateProfileRequest) =>
      api('/api/account/profile', { method: 'PATCH', body, schema: ZUserResponse }),
    onSuccess: ({ user }) => client.setQueryData(meQueryKey, user),
  });
}
