import type { QueryClient } from '@tanstack/react-query';
import type { TUser } from '../../../../domain/auth/contract';
import { type TAuditDocumentList, ZAudit, ZAuditDocument } from '../../../../domain/audit/api-contract';
import { withAuditDocumentPermissions, withAuditPermissions } from '../../../../domain/audit/permissions';
import type { TTableEvent } from '../../../../domain/realtime/contract';
import { coalescedInvalidation } from '../../../lib/coalesced-invalidation';
import { meQueryKey } from '../../../lib/current-user';
import { registerLiveTable } from '../../../lib/live-tables';
import { AUDIT_QUERY_ROOT, auditKeys } from './audit-keys';

// An audit's five stage changes and its documents' status changes arrive as a burst: one history refetch.
const refreshHistorySoon = coalescedInvalidation([auditKeys.audits], 300);

const me = (client: QueryClient) => client.getQueryData<TUser | null>(meQueryKey) ?? null;

/**
 * A document's status moves Yüklendi → Analiz Ediliyor → Analiz Edildi for every viewer at once. The
 * row is broadcast presented for nobody; `can` is recomputed for this user by the domain rule.
 */
function applyAuditDocumentEvent(client: QueryClient, event: TTableEvent): void {
  if (event.eventType === 'DELETE') {
    const id = event.old?.['id'];
    client.setQueryData<TAuditDocumentList>(auditKeys.documents, (old) =>
      old ? { documents: old.documents.filter((d) => d.id !== id) } : old,
    );
    return;
  }
  const parsed = ZAuditDocument.safeParse(event.new);
  if (!parsed.success) return;
  const viewer = me(client);
  // The upload list is the viewer's own documents.
  if (!viewer || parsed.data.userId !== viewer.id) return;
  const document = withAuditDocumentPermissions(viewer, parsed.data);
  client.setQueryData<TAuditDocumentList>(auditKeys.documents, (old) => {
    if (!old) return old;
    const known = old.documents.some((d) => d.id === document.id);
    return {
      documents: known
        ? old.documents.map((d) => (d.id === document.id ? document : d))
        : [document, ...old.documents],
    };
  });
}

/** An audit's stage, status and, at the end, its report: the open audit updates without a request. */
function applyAuditEvent(client: QueryClient, event: TTableEvent): void {
  refreshHistorySoon(client);
  const id = event.eventType === 'DELETE' ? event.old?.['id'] : event.new?.['id'];
  if (typeof id !== 'string') return;
  if (event.eventType === 'DELETE') {
    // Someone deleted it: a viewer who has it open asks again and gets 'Rapor Hazır Değil' (404).
    void client.resetQueries({ queryKey: auditKeys.detail(id), exact: true });
    return;
  }
  const parsed = ZAudit.safeParse(event.new);
  if (parsed.success) {
    const audit = withAuditPermissions(me(client), parsed.data);
    client.setQueryData(auditKeys.detail(id), { audit });
  } else {
    // A row presented without its report (the event stays small): ask for the whole audit.
    void client.invalidateQueries({ queryKey: auditKeys.detail(id) });
  }
}

registerLiveTable('audit_documents', applyAuditDocumentEvent, [auditKeys.documents]);
registerLiveTable('audits', applyAuditEvent, [AUDIT_QUERY_ROOT]);
