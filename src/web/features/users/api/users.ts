import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUpdateUserRequest } from '../../../../domain/users/contract';
import { userOperations } from '../../../../domain/users/operations';
import { callOperation } from '../../../lib/api-client';

const usersQuery = queryOptions({
  queryKey: ['users', 'directory'],
  queryFn: ({ signal }) => callOperation(userOperations.list, undefined, signal),
});
export const useUsers = () => useQuery(usersQuery);

/** PATCH /api/users/{id} (Yönetici): role and/or activation. */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: TUpdateUserRequest }) =>
      callOperation(userOperations.update, { params: { id }, body: change }),
    // The `can` of every row depends on how many admins remain: refetch the list, not just this row.
    onSettled: () => client.invalidateQueries({ queryKey: usersQuery.queryKey }),
  });
}

/** How many accounts a Yönetici may approve (the count on the 'Kullanıcılar' tab); 0 for others. */
export function usePendingApprovalCount(enabled: boolean): number {
  const users = useQuery({ ...usersQuery, enabled });
  return enabled ? (users.data?.users.filter((u) => u.can.approve).length ?? 0) : 0;
}
