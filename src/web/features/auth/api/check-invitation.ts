import { queryOptions } from '@tanstack/react-query';
import { authOperations } from '../../../../domain/auth/operations';
import { callOperation } from '../../../lib/api-client';

/** What an invitation link promises (role, department, until when); an error when it no longer works. */
export const invitationPreviewQuery = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'invitation', token],
    queryFn: () => callOperation(authOperations.checkInvitation, { body: { token } }),
    retry: false,
    staleTime: Infinity,
  });
