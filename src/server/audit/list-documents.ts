import { desc, eq } from 'drizzle-orm';
import type { TAuditDocumentList } from '../../domain/audit/api-contract';
import type { Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { auditDocuments } from '../db/schema-audit';
import { documentColumns, presentDocument } from './present-document';

/** The newest documents: the viewer's own (upload tab) or everyone's; bounded by `limit`. */
export async function listDocuments(
  db: Db,
  viewer: Viewer,
  query: { mine: boolean; limit: number },
): Promise<TAuditDocumentList> {
  const rows = await db
    .select(documentColumns)
    .from(auditDocuments)
    .leftJoin(users, eq(users.id, auditDocuments.userId))
    .where(query.mine ? eq(auditDocuments.userId, viewer.id) : undefined)
    .orderBy(desc(auditDocuments.createdAt), desc(auditDocuments.id))
    .limit(query.limit);
  return { documents: rows.map((row) => presentDocument(row, viewer)) };
}
