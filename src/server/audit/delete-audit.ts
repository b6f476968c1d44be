import { eq } from 'drizzle-orm';
import { AUDIT_API_MESSAGES } from '../../domain/audit/api-contract';
import { auditPermissions } from '../../domain/audit/permissions';
import type { Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';
import { audits } from '../db/schema-audit';
import { AppError, forbidden, notFound } from '../http/app-error';

/** Removes a finished audit from the history (its author or a Yönetici); tasks made from it stay. */
export async function deleteAudit(db: Db, viewer: Viewer, id: string): Promise<void> {
  const [row] = await db
    .select({ userId: audits.userId, status: audits.status })
    .from(audits)
    .where(eq(audits.id, id));
  if (!row) throw notFound(AUDIT_API_MESSAGES.auditNotFound);
  // Publication does not change who may delete.
  const can = auditPermissions(viewer, { ...row, publishedAt: null });
  if (!can.delete) {
    if (row.status === 'done' || row.status === 'failed') throw forbidden();
    throw new AppError(409, 'audit_running', 'Denetim sürerken silinemez');
  }
  await db.delete(audits).where(eq(audits.id, id));
}
