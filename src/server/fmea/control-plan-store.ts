import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  CONTROL_PLAN_MESSAGES,
  ZControlPlanRow,
  type TControlPlan,
  type TSaveControlPlanRequest,
} from '../../domain/fmea/control-plan/contract';
import { cellsToFill, controlPlanDraft } from '../../domain/fmea/control-plan/draft';
import { FMEA_MESSAGES, type TFmeaWithRows } from '../../domain/fmea/contract';
import type { Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';
import { fmeaContents } from '../db/schema-fmea';
import { forbidden, notFound } from '../http/app-error';
import { getFmeaWithRows } from './fmea-queries';

const ZStored = z.object({ basedOnVersion: z.number().int(), rows: z.array(ZControlPlanRow) });

async function storedDraft(db: Db, fmeaId: string) {
  const [row] = await db
    .select({ controlPlan: fmeaContents.controlPlan })
    .from(fmeaContents)
    .where(eq(fmeaContents.fmeaId, fmeaId))
    .limit(1);
  // a value this code did not write (or an older shape) is ignored: the draft is generated again
  const parsed = ZStored.safeParse(row?.controlPlan);
  return parsed.success ? parsed.data : null;
}

/** The stored draft of a read FMEA, else one generated from its lines now. */
export async function controlPlanOf(db: Db, fmea: TFmeaWithRows): Promise<TControlPlan> {
  const stored = await storedDraft(db, fmea.id);
  if (!stored) {
    return { rows: controlPlanDraft(fmea.rows), stored: false, basedOnVersion: fmea.version, stale: false };
  }
  return { ...stored, stored: true, stale: stored.basedOnVersion !== fmea.version };
}

/** GET /api/fmeas/:id/control-plan: whoever may read the FMEA (404 when it is gone). */
export async function getControlPlan(db: Db, id: string, viewer: Viewer): Promise<TControlPlan> {
  const fmea = await getFmeaWithRows(db, id, viewer);
  if (!fmea) throw notFound(FMEA_MESSAGES.notFound);
  return controlPlanOf(db, fmea);
}

/**
 * PATCH /api/fmeas/:id/control-plan: the engineer's edited draft replaces the stored one, against
 * the FMEA's current version; only its owner or a Yönetici (fmeaPermissions.edit).
 */
export async function saveControlPlan(
  db: Db,
  id: string,
  viewer: Viewer,
  body: TSaveControlPlanRequest,
): Promise<TControlPlan> {
  const fmea = await getFmeaWithRows(db, id, viewer);
  if (!fmea) throw notFound(FMEA_MESSAGES.notFound);
  if (!fmea.can.edit) throw forbidden(CONTROL_PLAN_MESSAGES.forbidden);
  const rows = body.rows.map((row) => ({ ...row, toFill: cellsToFill(row) }));
  const stored = { basedOnVersion: fmea.version, rows };
  await db.update(fmeaContents).set({ controlPlan: stored }).where(eq(fmeaContents.fmeaId, id));
  return { ...stored, stored: true, stale: false };
}
