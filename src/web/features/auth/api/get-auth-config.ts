import { queryOptions } from '@tanstack/react-query';
import { ZAuthConfig } from '../../../../domain/auth/contract';
import { api } from '../../../lib/api-client';

export const authConfigQuery = queryOptions({
  queryKey: ['auth', 'config'],
  queryFn: () => api('/api/auth/config', { schema: ZAuthConfig }),
  staleTime: Infinity,
});
