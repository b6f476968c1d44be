import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateInvitationRequest } from '../../../../domain/users/invitations-contract';
import { invitationOperations } from '../../../../domain/users/operations';
import { callOperation } from '../../../lib/api-client';

const invitationsQuery = queryOptions({
  queryKey: ['users', 'invitations'],
  queryFn: ({ signal }) => callOperation(invitationOperations.list, undefined, signal),
});
export const useInvitations = () => useQuery(invitationsQuery);

export function useCreateInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateInvitationRequest) => callOperation(invitationOperations.create, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: invitationsQuery.queryKey }),
  });
}

export function useRevokeInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callOperation(invitationOperations.revoke, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: invitationsQuery.queryKey }),
  });
}
