import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ZUserSummary } from '../../../../domain/auth/contract';
import { api } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

const ZUsers = z.object({ users: z.array(ZUserSummary) });

/** The real users a task can be assigned to. */
export const useAssignableUsers = () =>
  useQuery({
    queryKey: taskKeys.users,
    queryFn: () => api('/api/users', { schema: ZUsers }),
    staleTime: 60_000,
  });
