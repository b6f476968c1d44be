import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZOk } from '../../../../domain/shared/api-error';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/current-user';

/** Ends the session on the server, then forgets every cached query of that user. */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/auth/logout', { method: 'POST', schema: ZOk }),
    onSettled: () => {
      client.clear();
      client.setQueryData(meQueryKey, null);
    },
  });
}
