import { queryOptions } from '@tanstack/react-query';
import { authOperations } from '../../../../domain/auth/operations';
import { callOperation } from '../../../lib/api-client';

export const authConfigQuery = queryOptions({
  queryKey: ['auth', 'config'],
  queryFn: () => callOperation(authOperations.getConfig),
  staleTime: Infinity,
});
