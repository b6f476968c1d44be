import { eq } from 'drizzle-orm';
import type { TUser } from '../../domain/auth/contract';
import type { Db } from '../db/database';
import { capabilityStudies } from '../db/schema';
import { forbidden, notFound } from '../http/app-error';

export const STUDY_NOT_FOUND = 'Çalışma bulunamadı';

/** Deletes a study: its author may, and a Yönetici may delete anyone's. */
export async function deleteStudy(db: Db, user: TUser, id: string): Promise<void> {
  const [row] = await db
    .select({ userId: capabilityStudies.userId })
    .from(capabilityStudies)
    .where(eq(capabilityStudies.id, id))
    .limit(1);
  if (!row) throw notFound(STUDY_NOT_FOUND);
  if (row.userId !== user.id && !user.isAdmin) throw forbidden();
  await db.delete(capabilityStudies).where(eq(capabilityStudies.id, id));
}
