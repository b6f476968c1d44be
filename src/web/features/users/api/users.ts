import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TUpdateUserRequest, ZUpdateUserResponse, ZUserList } from '../../../../domain/users/contract';
import { api } from '../../../lib/api-client';

export const usersQuery = queryOptions({
  queryKey: ['users', 'directory'],
  queryFn: ({ signal }) => api('/api/users', { schema: ZUserList, signal }),
});
export const useUsers = () => useQuery(usersQuery);

/** PATCH /api/users/{id} (Yönetici): role and/or activation. */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: TUpdateUserRequest }) =>
      api(`/api/users/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: change,
        schema: ZUpdateUserResponse,
      }),
    // The `can` of every row depends on how many admins remain: refetch the list, not just this row.
    onSettled: () => client.invalidateQueries({ queryKey: usersQuery.queryKey }),
  });
}
