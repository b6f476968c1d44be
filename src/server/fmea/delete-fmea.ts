import { eq } from 'drizzle-orm';
import type { TUser } from '../../domain/auth/contract';
import { FMEA_MESSAGES } from '../../domain/fmea/contract';
import { fmeaPermissions } from '../../domain/fmea/permissions';
import type { Db } from '../db/database';
import { fmeas } from '../db/schema-fmea';
import { forbidden, notFound } from '../http/app-error';

/** Deletes an FMEA with its rows and plan (owner or Yönetici); tasks made from it stay. */
export async function deleteFmea(db: Db, actor: TUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ ownerId: fmeas.ownerId })
      .from(fmeas)
      .where(eq(fmeas.id, id))
      .for('update')
      .limit(1);
    if (!current) throw notFound(FMEA_MESSAGES.notFound);
    if (!fmeaPermissions(actor, current).delete) throw forbidden(FMEA_MESSAGES.forbiddenDelete);
    await tx.delete(fmeas).where(eq(fmeas.id, id));
  });
}
