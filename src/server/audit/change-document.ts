import { and, eq, ne } from 'drizzle-orm';
import { AUDIT_API_MESSAGES, type TAuditDocument } from '../../domain/audit/api-contract';
import type { TAuditDocumentType } from '../../domain/audit/contract';
import { isAuthorOrAdmin, type Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';
import { auditDocuments } from '../db/schema-audit';
import type { DocumentStore } from '../documents/document-store';
import { AppError, forbidden, notFound } from '../http/app-error';
import { getDocument } from './present-document';

const busy = () => new AppError(409, 'document_busy', AUDIT_API_MESSAGES.documentBusy);

/** The uploader or a Yönetici may change a document (domain rule `auditDocumentPermissions`); 404 / 403. */
async function authorise(db: Db, viewer: Viewer, id: string): Promise<void> {
  const [row] = await db
    .select({ userId: auditDocuments.userId })
    .from(auditDocuments)
    .where(eq(auditDocuments.id, id));
  if (!row) throw notFound(AUDIT_API_MESSAGES.documentNotFound);
  if (!isAuthorOrAdmin(viewer, row.userId)) throw forbidden();
}

// The write itself says "not while an audit reads it", so an audit starting between the check and
// the write cannot lose its document.
const idle = (id: string) => and(eq(auditDocuments.id, id), ne(auditDocuments.status, 'analyzing'));

/** PATCH: the user corrects the guessed type (uploader or Yönetici; 409 while an audit reads it). */
export async function changeDocumentType(
  db: Db,
  viewer: Viewer,
  id: string,
  type: TAuditDocumentType,
): Promise<TAuditDocument> {
  await authorise(db, viewer, id);
  const changed = await db
    .update(auditDocuments)
    .set({ type, updatedAt: new Date() })
    .where(idle(id))
    .returning({ id: auditDocuments.id });
  if (changed.length === 0) throw busy();
  const document = await getDocument(db, id, viewer);
  if (!document) throw notFound(AUDIT_API_MESSAGES.documentNotFound);
  return document;
}

/**
 * DELETE: the row and its bytes (the contents row by cascade, then its file when no other document
 * of the same content names it); audits keep their snapshot of name and type.
 */
export async function deleteDocument(
  db: Db,
  store: DocumentStore,
  viewer: Viewer,
  id: string,
): Promise<void> {
  await authorise(db, viewer, id);
  const deleted = await db
    .delete(auditDocuments)
    .where(idle(id))
    .returning({ sha256: auditDocuments.sha256 });
  if (deleted.length === 0) throw busy();
  // After the commit: a crash before this line leaves a file no row names, removed at the next start.
  await store.deleteUnreferenced(deleted.map((row) => row.sha256));
}
