import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAuditResponse } from '../../../../domain/audit/api-contract';
import { auditOperations as ops } from '../../../../domain/audit/operations';
import type {
  TAddFindingRequestInput,
  TReviewFindingRequest,
} from '../../../../domain/audit/review-contract';
import { callOperation } from '../../../lib/api-client';
import { auditKeys } from './audit-keys';

/**
 * The review of a draft report. Each answer is the whole audit as the server now has it (other
 * reviewers' decisions included); other viewers get it through the `audits` realtime event.
 */
function useReviewMutation<V>(auditId: string, call: (variables: V) => Promise<TAuditResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      client.setQueryData(auditKeys.detail(auditId), answer);
      void client.invalidateQueries({ queryKey: auditKeys.audits });
    },
  });
}

export const useReviewFinding = (auditId: string) =>
  useReviewMutation(auditId, ({ findingId, body }: { findingId: string; body: TReviewFindingRequest }) =>
    callOperation(ops.reviewFinding, { params: { id: auditId, findingId }, body }),
  );

export const useAddFinding = (auditId: string) =>
  useReviewMutation(auditId, (body: TAddFindingRequestInput) =>
    callOperation(ops.addFinding, { params: { id: auditId }, body }),
  );

export const usePublishAudit = (auditId: string) =>
  useReviewMutation(auditId, (_: void) => callOperation(ops.publishAudit, { params: { id: auditId } }));
