import { and, desc, eq } from 'drizzle-orm';
import { FMEA_MESSAGES } from '../../../domain/fmea/contract';
import type { TLineChangeSource, TLineFieldChange, TLineHistory } from '../../../domain/fmea/line-contract';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { fmeas } from '../../db/schema-fmea';
import { fmeaLineChanges } from '../../db/schema-fmea-lines';
import { notFound } from '../../http/app-error';

/** How many changes a line's history shows (newest first); a line edited more often keeps them all stored. */
const LINE_HISTORY_LIMIT = 200;

/** The changes of one line, newest first (everyone who may see the FMEA may see its history). */
export async function lineHistory(db: Db, fmeaId: string, lineId: string): Promise<TLineHistory> {
  const [fmea] = await db
    .select({ id: fmeas.id })
    .from(fmeas)
    .where(and(eq(fmeas.id, fmeaId), eq(fmeas.ready, true)))
    .limit(1);
  if (!fmea) throw notFound(FMEA_MESSAGES.notFound);
  const rows = await db
    .select({
      id: fmeaLineChanges.id,
      source: fmeaLineChanges.source,
      fields: fmeaLineChanges.fields,
      changedByName: users.fullName,
      changedAt: fmeaLineChanges.changedAt,
    })
    .from(fmeaLineChanges)
    .leftJoin(users, eq(users.id, fmeaLineChanges.changedBy))
    .where(and(eq(fmeaLineChanges.fmeaId, fmeaId), eq(fmeaLineChanges.lineId, lineId)))
    .orderBy(desc(fmeaLineChanges.id))
    .limit(LINE_HISTORY_LIMIT);
  return {
    changes: rows.map((row) => ({
      id: row.id,
      source: row.source as TLineChangeSource,
      fields: row.fields as TLineFieldChange[],
      changedByName: row.changedByName,
      changedAt: row.changedAt.toISOString(),
    })),
  };
}
