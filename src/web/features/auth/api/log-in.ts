import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLoginRequest } from '../../../../domain/auth/contract';
import { authOperations } from '../../../../domain/auth/operations';
import { callOperation } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/current-user';

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TLoginRequest) => callOperation(authOperations.logIn, { body }),
    onSuccess: ({ user }) => client.setQueryData(meQueryKey, user),
  });
}
