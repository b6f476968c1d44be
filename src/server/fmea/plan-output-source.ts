import { eq } from 'drizzle-orm';
import { FMEA_MESSAGES, type TFmea, type TPlanItem } from '../../domain/fmea/contract';
import { PLAN_OUTPUT_MESSAGES } from '../../domain/fmea/plan-output-contract';
import type { Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';
import { fmeaContents } from '../db/schema-fmea';
import { AppError, forbidden, notFound } from '../http/app-error';
import { getFmea } from './fmea-queries';
import { readPlanItems } from './plan-items';

/** An FMEA with its plan's items, as the server's outputs read it (the API sends them a page at a time). */
export type PlannedFmea = TFmea & { plan: NonNullable<TFmea['plan']>; items: TPlanItem[] };

/**
 * The FMEA whose plan an output is made from: 404 when it is gone, 409 while it has no plan, and
 * 403 for a task action when the viewer may not act on its plan (owner or Yönetici: fmeaPermissions).
 */
export async function plannedFmea(
  db: Db,
  id: string,
  viewer: Viewer,
  need: 'read' | 'act' = 'read',
): Promise<PlannedFmea> {
  const fmea = await getFmea(db, id, viewer);
  if (!fmea) throw notFound(FMEA_MESSAGES.notFound);
  if (need === 'act' && !fmea.can.plan) throw forbidden(PLAN_OUTPUT_MESSAGES.forbidden);
  if (!fmea.plan) throw new AppError(409, 'no_plan', PLAN_OUTPUT_MESSAGES.noPlan);
  const [stored] = await db
    .select({ planId: fmeaContents.planId })
    .from(fmeaContents)
    .where(eq(fmeaContents.fmeaId, id))
    .limit(1);
  const items = stored?.planId ? await readPlanItems(db, stored.planId) : [];
  return { ...fmea, plan: fmea.plan, items };
}

/** The plan items with these ids, in the order asked; an id not in the plan is a 400. */
export function pickItems(fmea: PlannedFmea, itemIds: readonly string[]) {
  const byId = new Map(fmea.items.map((item) => [item.id, item]));
  return itemIds.map((id) => {
    const item = byId.get(id);
    if (!item) throw new AppError(400, 'validation_error', PLAN_OUTPUT_MESSAGES.unknownItem, 'itemIds');
    return item;
  });
}
