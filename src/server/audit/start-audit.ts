import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { AUDIT_API_MESSAGES, AUDIT_LIMITS, type TAuditDocumentRef } from '../../domain/audit/api-contract';
import { ZAuditDocumentType } from '../../domain/audit/contract';
import { isAuthorOrAdmin, type Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';
import { auditDocuments, auditJobs, audits } from '../db/schema-audit';
import { AppError, forbidden, notFound } from '../http/app-error';
import { AUDIT_JOBS_CHANNEL } from './audit-queue';

const busy = () => new AppError(409, 'document_busy', AUDIT_API_MESSAGES.documentBusy);

/**
 * Queues an audit of the viewer's documents (a Yönetici may audit anyone's): the audit row, its job
 * and the documents' 'Analiz Ediliyor' status are written in one transaction, and every instance is
 * woken by NOTIFY. A document already in a running audit is refused (409), never read twice.
 */
export async function startAudit(
  db: Db,
  viewer: Viewer,
  documentIds: string[],
): Promise<{ id: string; status: 'queued' }> {
  const ids = [...new Set(documentIds)];
  const rows = await db
    .select({
      id: auditDocuments.id,
      name: auditDocuments.name,
      type: auditDocuments.type,
      size: auditDocuments.size,
      userId: auditDocuments.userId,
      status: auditDocuments.status,
    })
    .from(auditDocuments)
    .where(inArray(auditDocuments.id, ids));
  if (rows.length !== ids.length) throw notFound(AUDIT_API_MESSAGES.documentNotFound);
  if (rows.some((row) => !isAuthorOrAdmin(viewer, row.userId))) throw forbidden();
  if (rows.some((row) => row.status === 'analyzing')) throw busy();
  const total = rows.reduce((sum, row) => sum + row.size, 0);
  if (total > AUDIT_LIMITS.maxAuditBytes)
    throw new AppError(413, 'payload_too_large', AUDIT_API_MESSAGES.auditTooLarge);
  // In the order the user listed them: the report's evidence follows the same order.
  const byId = new Map(rows.map((row) => [row.id, row]));
  const documents: TAuditDocumentRef[] = ids.map((id) => {
    const row = byId.get(id)!;
    return { id, name: row.name, type: ZAuditDocumentType.catch('other').parse(row.type) };
  });
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(auditDocuments)
      .set({ status: 'analyzing', updatedAt: new Date() })
      .where(and(inArray(auditDocuments.id, ids), ne(auditDocuments.status, 'analyzing')))
      .returning({ id: auditDocuments.id });
    // Another audit took one of them since the read above: nothing of this one is kept.
    if (claimed.length !== ids.length) throw busy();
    const [audit] = await tx
      .insert(audits)
      .values({ userId: viewer.id, status: 'queued', documents })
      .returning({ id: audits.id });
    if (!audit) throw new Error('insert returned no row');
    await tx.insert(auditJobs).values({ auditId: audit.id });
    await tx.execute(sql`select pg_notify(${AUDIT_JOBS_CHANNEL}, ${audit.id})`);
    return { id: audit.id, status: 'queued' as const };
  });
}

/** The documents an audit holds go back to 'Yüklendi' (audit failed) or on to 'Analiz Edildi'. */
export async function releaseDocuments(
  db: Pick<Db, 'update'>,
  documentIds: string[],
  status: 'uploaded' | 'analyzed',
): Promise<void> {
  if (documentIds.length === 0) return;
  await db
    .update(auditDocuments)
    .set({ status, updatedAt: new Date() })
    .where(and(inArray(auditDocuments.id, documentIds), eq(auditDocuments.status, 'analyzing')));
}
