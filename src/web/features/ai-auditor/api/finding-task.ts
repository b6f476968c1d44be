import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAudit, TCreateFindingTaskRequest } from '../../../../domain/audit/api-contract';
import { auditOperations as ops } from '../../../../domain/audit/operations';
import { callOperation } from '../../../lib/api-client';
import { auditKeys } from './audit-keys';

/** The task a finding would become, with the assignee suggested by workload (asked when the dialog opens). */
export function useFindingTaskDraft(auditId: string, findingId: string | null) {
  return useQuery({
    queryKey: auditKeys.taskDraft(auditId, findingId ?? ''),
    queryFn: ({ signal }) =>
      callOperation(ops.findingTaskDraft, { params: { id: auditId, findingId: findingId ?? '' } }, signal),
    enabled: findingId !== null,
    // Workload changes as tasks are assigned: every opening asks again.
    staleTime: 0,
    gcTime: 0,
    select: (data) => data.draft,
  });
}

/** Creates the task; the audit then links the finding to it (one finding, one task). */
export function useCreateFindingTask(auditId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ findingId, body }: { findingId: string; body: TCreateFindingTaskRequest }) =>
      callOperation(ops.createFindingTask, { params: { id: auditId, findingId }, body }),
    onSuccess: ({ task }, { findingId }) => {
      client.setQueryData<{ audit: TAudit }>(auditKeys.detail(auditId), (old) =>
        old
          ? { audit: { ...old.audit, findingTasks: { ...old.audit.findingTasks, [findingId]: task.id } } }
          : old,
      );
      // Work tracking's lists and figures refresh themselves from the tasks realtime event.
    },
  });
}
