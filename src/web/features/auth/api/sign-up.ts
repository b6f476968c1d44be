import { useMutation } from '@tanstack/react-query';
import { type TSignupRequest, ZUserResponse } from '../../../../domain/auth/contract';
import { api } from '../../../lib/api-client';

export function useSignup() {
  return useMutation({
    mutationFn: (body: TSignupRequest) =>
      api('/api/auth/signup', { method: 'POST', body, schema: ZUserResponse }),
  });
}
