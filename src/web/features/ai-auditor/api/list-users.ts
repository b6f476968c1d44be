import { useQuery } from '@tanstack/react-query';
import { userOperations } from '../../../../domain/users/operations';
import { callOperation } from '../../../lib/api-client';

/** The people a finding's task can go to (the directory every signed-in user may read). */
export const useAssignees = () =>
  useQuery({
    queryKey: ['audit', 'users'],
    queryFn: ({ signal }) => callOperation(userOperations.list, undefined, signal),
    staleTime: 60_000,
    select: (data) => data.users.filter((u) => u.active !== false),
  });
