import type { TUser } from '../../domain/auth/contract';
import { FMEA_MESSAGES, type TCreateFmea, type TFmea } from '../../domain/fmea/contract';
import type { Db } from '../db/database';
import { fmeaContents, fmeas } from '../db/schema-fmea';
import { notFound } from '../http/app-error';
import { getFmea } from './fmea-queries';
import { replaceLines } from './lines/write-lines';
import { fmeaSearchText } from './stored-rows';

/** Stores a new FMEA (from a file or the manual table) owned by the actor. */
export async function createFmea(db: Db, actor: TUser, input: TCreateFmea): Promise<TFmea> {
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(fmeas)
      .values({
        name: input.name,
        partOrProcess: input.partOrProcess,
        ownerId: actor.id,
        sourceFileName: input.sourceFileName,
        rowCount: input.rows.length,
        searchText: fmeaSearchText(input),
      })
      .returning({ id: fmeas.id });
    if (!created) throw new Error('insert returned no row');
    await tx.insert(fmeaContents).values({ fmeaId: created.id });
    await replaceLines(tx, created.id, input.rows, actor.id);
    return created.id;
  });
  const fmea = await getFmea(db, id, actor);
  if (!fmea) throw notFound(FMEA_MESSAGES.notFound);
  return fmea;
}
