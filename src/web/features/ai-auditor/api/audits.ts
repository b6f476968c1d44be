import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAudit, TAuditList } from '../../../../domain/audit/api-contract';
import { auditOperations as ops } from '../../../../domain/audit/operations';
import { callOperation } from '../../../lib/api-client';
import { auditKeys } from './audit-keys';

/** An audit still working: its page follows realtime events, and polls as a fallback. */
export function isAuditActive(audit: Pick<TAudit, 'status'> | undefined): boolean {
  return audit?.status === 'queued' || audit?.status === 'running';
}

// A realtime event normally updates a running audit first; the poll only covers a lost socket.
const ACTIVE_POLL_MS = 3000;

const auditQuery = (id: string) =>
  queryOptions({
    queryKey: auditKeys.detail(id),
    queryFn: ({ signal }) => callOperation(ops.getAudit, { params: { id } }, signal),
    select: (data) => data.audit,
    refetchInterval: (query) => (isAuditActive(query.state.data?.audit) ? ACTIVE_POLL_MS : false),
  });

export const useAudit = (id: string | null) => useQuery({ ...auditQuery(id ?? ''), enabled: id !== null });

/** The audit history, newest first (one page: the picker shows the last 20). */
const auditsQuery = queryOptions({
  queryKey: auditKeys.audits,
  queryFn: ({ signal }) => callOperation(ops.listAudits, { query: { limit: 20 } }, signal),
});

export const useAudits = () => useQuery(auditsQuery);

/** 'Denetimi Başlat': queues the audit (202); the documents turn 'Analiz Ediliyor' by realtime. */
export function useStartAudit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (documentIds: string[]) => callOperation(ops.startAudit, { body: { documentIds } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: auditKeys.audits });
      void client.invalidateQueries({ queryKey: auditKeys.documents });
    },
  });
}

/** Deletes a finished audit (its author or a Yönetici); the history and the open report follow. */
export function useDeleteAudit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callOperation(ops.deleteAudit, { params: { id } }),
    onSuccess: (_answer, id) => {
      // Out of the history at once, so the report tab falls back to the newest remaining audit.
      client.setQueryData<TAuditList>(auditKeys.audits, (old) =>
        old ? { ...old, audits: old.audits.filter((a) => a.id !== id) } : old,
      );
      client.removeQueries({ queryKey: auditKeys.detail(id), exact: true });
      void client.invalidateQueries({ queryKey: auditKeys.audits });
    },
  });
}
