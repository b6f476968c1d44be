import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authOperations } from '../../../../domain/auth/operations';
import { callOperation } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/current-user';

/** Ends the session on the server, then forgets every cached query of that user. */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callOperation(authOperations.logOut),
    onSettled: () => {
      client.clear();
      client.setQueryData(meQueryKey, null);
    },
  });
}
