import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZUserSummary } from '../../../../domain/auth/contract';
import { personLabels } from '../../../../domain/auth/display-name';
import { api } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

const ZUsers = z.object({ users: z.array(ZUserSummary) });
type TUsers = z.infer<typeof ZUsers>;

const usersQuery = {
  queryKey: taskKeys.users,
  queryFn: () => api('/api/users', { schema: ZUsers }),
  staleTime: 60_000,
};

/** The real users a task can be assigned to. */
export const useAssignableUsers = () => useQuery(usersQuery);

// Module-level so TanStack Query memoises the result until the list changes.
const selectLabels = (data: TUsers) => personLabels(data.users);
const NO_LABELS: ReadonlyMap<string, string> = new Map();
const selectById = (data: TUsers) => new Map(data.users.map((u) => [u.id, u]));
const NO_USERS: ReadonlyMap<string, TUsers['users'][number]> = new Map();

/** user id → directory entry (position and department for cards). */
export function useUserDirectory(): ReadonlyMap<string, TUsers['users'][number]> {
  return useQuery({ ...usersQuery, select: selectById }).data ?? NO_USERS;
}

/** user id → name as pickers and cards show it: 'Ahmet Yılmaz (@ahmet2)' only where a name is shared. */
export function useUserLabels(): ReadonlyMap<string, string> {
  return useQuery({ ...usersQuery, select: selectLabels }).data ?? NO_LABELS;
}
