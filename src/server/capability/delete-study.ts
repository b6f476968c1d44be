import { eq } from 'drizzle-orm';
import { studyPermissions } from '../../domain/capability/permissions';
import type { Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';
import { capabilityStudies } from '../db/schema';
import { forbidden, notFound } from '../http/app-error';

export const STUDY_NOT_FOUND = 'Çalışma bulunamadı';

/** Deletes a study when the domain rule allows it (its author, or a Yönetici). */
export async function deleteStudy(db: Db, user: Viewer, id: string): Promise<void> {
  const [row] = await db
    .select({ userId: capabilityStudies.userId })
    .from(capabilityStudies)
    .where(eq(capabilityStudies.id, id))
    .limit(1);
  if (!row) throw notFound(STUDY_NOT_FOUND);
  if (!studyPermissions(user, row).delete) throw forbidden();
  await db.delete(capabilityStudies).where(eq(capabilityStudies.id, id));
}
