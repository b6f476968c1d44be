import { useMutation } from '@tanstack/react-query';
import type { TSignupRequest } from '../../../../domain/auth/contract';
import { authOperations } from '../../../../domain/auth/operations';
import { callOperation } from '../../../lib/api-client';

export function useSignup() {
  return useMutation({
    mutationFn: (body: TSignupRequest) => callOperation(authOperations.signUp, { body }),
  });
}
