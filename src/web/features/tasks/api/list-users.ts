import { useQuery } from '@tanstack/react-query';
import { personLabels } from '../../../../domain/auth/display-name';
import type { TUserList } from '../../../../domain/users/contract';
import { userOperations } from '../../../../domain/users/operations';
import { callOperation } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

type TDirectoryEntry = TUserList['users'][number];

const usersQuery = {
  queryKey: taskKeys.users,
  queryFn: ({ signal }: { signal: AbortSignal }) => callOperation(userOperations.list, undefined, signal),
  staleTime: 60_000,
};

/** The real users a task can be assigned to. */
export const useAssignableUsers = () => useQuery(usersQuery);

// Module-level so TanStack Query memoises the result until the list changes.
const selectLabels = (data: TUserList) => personLabels(data.users);
const NO_LABELS: ReadonlyMap<string, string> = new Map();
const selectById = (data: TUserList) => new Map(data.users.map((u) => [u.id, u]));
const NO_USERS: ReadonlyMap<string, TDirectoryEntry> = new Map();

/** user id → directory entry (position and department for cards). */
export function useUserDirectory(): ReadonlyMap<string, TDirectoryEntry> {
  return useQuery({ ...usersQuery, select: selectById }).data ?? NO_USERS;
}

/** user id → name as pickers and cards show it: 'Ahmet Yılmaz (@ahmet2)' only where a name is shared. */
export function useUserLabels(): ReadonlyMap<string, string> {
  return useQuery({ ...usersQuery, select: selectLabels }).data ?? NO_LABELS;
}
