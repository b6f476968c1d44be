import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { fmeas } from '../../db/schema-fmea';

/**
 * A line changed: the FMEA's version moves on (a whole-FMEA save started before it is refused, not
 * allowed to undo it) and its header row changes, which pushes the realtime event every open
 * worksheet refreshes on. `rows`: the risk analysis itself changed, so the stored plan is stale.
 */
export async function touchFmea(tx: Db, fmeaId: string, rows: boolean): Promise<void> {
  const now = new Date();
  await tx
    .update(fmeas)
    .set({ version: sql`${fmeas.version} + 1`, updatedAt: now, ...(rows ? { rowsUpdatedAt: now } : {}) })
    .where(eq(fmeas.id, fmeaId));
}
