import { eq } from 'drizzle-orm';
import type { TUser } from '../../domain/auth/contract';
import { FMEA_MESSAGES, type TFmea, type TUpdateFmea } from '../../domain/fmea/contract';
import { fmeaPermissions } from '../../domain/fmea/permissions';
import type { Db } from '../db/database';
import { fmeas } from '../db/schema-fmea';
import { AppError, forbidden, notFound } from '../http/app-error';
import { getFmea } from './fmea-queries';
import { replaceLines } from './lines/write-lines';
import { fmeaSearchText } from './stored-rows';

/**
 * Changes an FMEA's name, part/process, file name or rows (owner or Yönetici). New rows keep the
 * stored plan but mark it stale (rows_updated_at), so tasks made from it keep their links. The header
 * row is locked, so concurrent edits run one after the other, and each must start from the stored
 * version: of two edits of the same version exactly one is saved, the other gets 409.
 */
export async function updateFmea(db: Db, actor: TUser, id: string, input: TUpdateFmea): Promise<TFmea> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(fmeas).where(eq(fmeas.id, id)).for('update').limit(1);
    if (!current) throw notFound(FMEA_MESSAGES.notFound);
    if (!fmeaPermissions(actor, current).edit) throw forbidden(FMEA_MESSAGES.forbiddenEdit);
    if (current.version !== input.version) throw new AppError(409, 'stale_edit', FMEA_MESSAGES.staleEdit);
    const next = {
      name: input.name ?? current.name,
      partOrProcess: input.partOrProcess ?? current.partOrProcess,
      sourceFileName: input.sourceFileName !== undefined ? input.sourceFileName : current.sourceFileName,
    };
    const now = new Date();
    await tx
      .update(fmeas)
      .set({
        ...next,
        searchText: fmeaSearchText(next),
        updatedAt: now,
        version: current.version + 1,
        ...(input.rows ? { rowCount: input.rows.length, rowsUpdatedAt: now } : {}),
      })
      .where(eq(fmeas.id, id));
    if (input.rows) await replaceLines(tx, id, input.rows, actor.id);
  });
  const fmea = await getFmea(db, id, actor);
  if (!fmea) throw notFound(FMEA_MESSAGES.notFound);
  return fmea;
}
