import { eq, inArray } from 'drizzle-orm';
import type { TAuditDocument } from '../../domain/audit/api-contract';
import { ZAuditDocumentStatus, ZAuditDocumentType } from '../../domain/audit/contract';
import { withAuditDocumentPermissions } from '../../domain/audit/permissions';
import { sizeLabel } from '../../domain/audit/size-label';
import type { Viewer } from '../../domain/shared/viewer';
import { ZDocumentFormat } from '../../domain/audit/api-contract';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { auditDocuments } from '../db/schema-audit';

/** The columns a document row is presented from (never the bytes: they live in another table). */
export const documentColumns = {
  id: auditDocuments.id,
  name: auditDocuments.name,
  type: auditDocuments.type,
  format: auditDocuments.format,
  size: auditDocuments.size,
  status: auditDocuments.status,
  userId: auditDocuments.userId,
  createdAt: auditDocuments.createdAt,
  userFullName: users.fullName,
};

export interface DocumentRow {
  id: string;
  name: string;
  type: string;
  format: string;
  size: number;
  status: string;
  userId: string | null;
  createdAt: Date;
  userFullName: string | null;
}

/** A stored row as the API shows it, with what `viewer` may do (null: a realtime broadcast). */
export function presentDocument(row: DocumentRow, viewer: Viewer | null): TAuditDocument {
  return withAuditDocumentPermissions(viewer, {
    id: row.id,
    name: row.name,
    type: ZAuditDocumentType.catch('other').parse(row.type),
    size: row.size,
    sizeLabel: sizeLabel(row.size),
    uploadDate: row.createdAt.toISOString(),
    status: ZAuditDocumentStatus.catch('uploaded').parse(row.status),
    format: ZDocumentFormat.catch('unknown').parse(row.format),
    userId: row.userId,
    userFullName: row.userFullName ?? '',
    can: { changeType: false, delete: false, audit: false },
  });
}

export async function getDocument(db: Db, id: string, viewer: Viewer | null): Promise<TAuditDocument | null> {
  const [row] = await db
    .select(documentColumns)
    .from(auditDocuments)
    .leftJoin(users, eq(users.id, auditDocuments.userId))
    .where(eq(auditDocuments.id, id));
  return row ? presentDocument(row, viewer) : null;
}

/** The documents of `ids` in that order, in one query (those that no longer exist left out). */
export async function getDocuments(
  db: Db,
  ids: readonly string[],
  viewer: Viewer | null,
): Promise<TAuditDocument[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(documentColumns)
    .from(auditDocuments)
    .leftJoin(users, eq(users.id, auditDocuments.userId))
    .where(inArray(auditDocuments.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentDocument(row, viewer)] : [];
  });
}
