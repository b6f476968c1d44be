import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TLoginRequest, ZUserResponse } from '../../../../domain/auth/contract';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/current-user';

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TLoginRequest) =>
      api('/api/auth/login', { method: 'POST', body, schema: ZUserResponse }),
    onSuccess: ({ user }) => client.setQueryData(meQueryKey, user),
  });
}
