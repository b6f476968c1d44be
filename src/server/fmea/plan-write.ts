import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { FMEA_MESSAGES } from '../../domain/fmea/contract';
import type { Db } from '../db/database';
import { queryRows } from '../db/query-rows';
import { fmeaContents, fmeas } from '../db/schema-fmea';
import { fmeaPlanItems } from '../db/schema-fmea-plan-items';
import { AppError, notFound } from '../http/app-error';
import type { PlanFigures } from './plan-storage';

/** Superseded plan items removed per statement after a new plan is shown. */
const CLEANUP_BATCH = 500;

const PLAN_CONFLICT_MESSAGE =
  'Bu FMEA için aynı anda başka bir plan oluşturuldu; lütfen planı yeniden oluşturun.';

/** A plan to store: its figures and its items as `batchCount` JSON batches (planItemBatchJson's shape). */
export interface PlanToWrite {
  figures: PlanFigures;
  batchCount: number;
  batchAt(index: number): string;
}

/** One batch of items of generation `planId` in one INSERT … SELECT (one JSON parameter). */
async function insertPlanItemBatch(db: Db, fmeaId: string, planId: string, batch: string): Promise<void> {
  await db.execute(sql`
    insert into fmea_plan_items (plan_id, ord, fmea_id, item_id, priority, item)
    select ${planId}::uuid, ord, ${fmeaId}::uuid, "itemId", priority, item
    from jsonb_to_recordset(${batch}::jsonb) as r(ord integer, "itemId" text, priority text, item jsonb)`);
}

/** Removes this FMEA's items of generations neither shown nor begun after `before`, a batch at a time. */
async function removeSupersededItems(db: Db, fmeaId: string, before: Date): Promise<void> {
  for (;;) {
    // Ordered with a plan being switched in (both lock the FMEA row): its items are counted before the
    // switch, so a removal never leaves a half plan shown.
    const removed = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ planId: fmeaContents.planId })
        .from(fmeas)
        .innerJoin(fmeaContents, eq(fmeaContents.fmeaId, fmeas.id))
        .where(eq(fmeas.id, fmeaId))
        .for('update', { of: fmeas })
        .limit(1);
      if (!current) return 0;
      const rows = await queryRows<{ ord: number }>(
        tx,
        sql`delete from fmea_plan_items where (plan_id, ord) in (
              select plan_id, ord from fmea_plan_items
              where fmea_id = ${fmeaId}::uuid and created_at < ${before.toISOString()}::timestamptz
                and plan_id is distinct from ${current.planId}::uuid
              limit ${CLEANUP_BATCH})
            returning ord`,
      );
      return rows.length;
    });
    if (removed < CLEANUP_BATCH) return;
  }
}

/**
 * Stores a plan as a new generation of item rows, a batch per statement with the event loop free between
 * them, then shows it in one short transaction (its items counted first: a plan cut short is never
 * shown), then removes the generations it superseded. Returns whether the rows changed after `startedAt`.
 */
export async function writePlan(
  db: Db,
  fmeaId: string,
  startedAt: Date,
  plan: PlanToWrite,
): Promise<boolean> {
  const planId = randomUUID();
  // The database's clock: the removal below compares it with rows' created_at.
  const [clock] = await queryRows<{ now: string }>(db, sql`select now()::text as now`);
  const begun = new Date(clock?.now ?? Date.now());
  try {
    for (let i = 0; i < plan.batchCount; i += 1) {
      await insertPlanItemBatch(db, fmeaId, planId, plan.batchAt(i));
    }
  } catch (error) {
    const [exists] = await db.select({ id: fmeas.id }).from(fmeas).where(eq(fmeas.id, fmeaId)).limit(1);
    // the FMEA was deleted meanwhile (its items went with it)
    if (!exists) throw notFound(FMEA_MESSAGES.notFound);
    throw error;
  }
  const stale = await db.transaction(async (tx) => {
    // Locked so a concurrent delete, row edit or another plan is ordered with this switch.
    const [current] = await tx
      .select({ rowsUpdatedAt: fmeas.rowsUpdatedAt })
      .from(fmeas)
      .where(eq(fmeas.id, fmeaId))
      .for('update')
      .limit(1);
    if (!current) throw notFound(FMEA_MESSAGES.notFound);
    const [stored] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(fmeaPlanItems)
      .where(eq(fmeaPlanItems.planId, planId));
    if (stored?.count !== plan.figures.itemCount)
      throw new AppError(409, 'plan_conflict', PLAN_CONFLICT_MESSAGE);
    await tx
      .update(fmeaContents)
      .set({ planId, planFigures: plan.figures })
      .where(eq(fmeaContents.fmeaId, fmeaId));
    await tx
      .update(fmeas)
      .set({ planItemCount: plan.figures.itemCount, planGeneratedAt: startedAt, updatedAt: new Date() })
      .where(eq(fmeas.id, fmeaId));
    return current.rowsUpdatedAt.getTime() > startedAt.getTime();
  });
  await removeSupersededItems(db, fmeaId, begun);
  return stale;
}
