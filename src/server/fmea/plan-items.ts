import { and, asc, eq, gt } from 'drizzle-orm';
import type { z } from 'zod';
import {
  FMEA_MESSAGES,
  type TPlanItem,
  type TPlanItemPage,
  type ZListPlanItemsQuery,
} from '../../domain/fmea/contract';
import { PLAN_OUTPUT_MESSAGES } from '../../domain/fmea/plan-output-contract';
import type { Db } from '../db/database';
import { fmeaContents, fmeas } from '../db/schema-fmea';
import { fmeaPlanItems } from '../db/schema-fmea-plan-items';
import { AppError, notFound } from '../http/app-error';

/** Items read per query when a whole plan is read (exports, task drafts): one short turn each. */
const READ_CHUNK = 250;

const asItem = (row: { item: TPlanItem }) => row.item;

/**
 * GET /api/fmeas/:id/plan/items: a page of the shown plan's items (everyone signed in reads every FMEA),
 * highest risk first, of one priority, or the one item with this id; `cursor` counts the items of the
 * filter before the page. Only the page's rows are read.
 */
export async function listPlanItems(
  db: Db,
  id: string,
  query: z.output<typeof ZListPlanItemsQuery>,
): Promise<TPlanItemPage> {
  const [row] = await db
    .select({ planId: fmeaContents.planId, generatedAt: fmeas.planGeneratedAt })
    .from(fmeas)
    .innerJoin(fmeaContents, eq(fmeaContents.fmeaId, fmeas.id))
    .where(and(eq(fmeas.id, id), eq(fmeas.ready, true)))
    .limit(1);
  if (!row) throw notFound(FMEA_MESSAGES.notFound);
  if (row.planId === null || row.generatedAt === null)
    throw new AppError(409, 'no_plan', PLAN_OUTPUT_MESSAGES.noPlan);
  const shown = eq(fmeaPlanItems.planId, row.planId);
  if (query.item !== undefined) {
    const found = await db
      .select({ item: fmeaPlanItems.item })
      .from(fmeaPlanItems)
      .where(and(shown, eq(fmeaPlanItems.itemId, query.item)))
      .limit(1);
    return { items: found.map(asItem), nextCursor: null };
  }
  const offset = query.cursor ? Number(query.cursor) : 0;
  const rows = await db
    .select({ item: fmeaPlanItems.item })
    .from(fmeaPlanItems)
    .where(and(shown, query.priority ? eq(fmeaPlanItems.priority, query.priority) : undefined))
    .orderBy(asc(fmeaPlanItems.ord))
    .offset(offset)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map(asItem),
    nextCursor: rows.length > query.limit ? String(offset + page.length) : null,
  };
}

/** Every item of plan generation `planId`, highest risk first: a chunk per query, the event loop free between. */
export async function readPlanItems(db: Db, planId: string): Promise<TPlanItem[]> {
  const items: TPlanItem[] = [];
  let after = -1;
  for (;;) {
    const rows = await db
      .select({ ord: fmeaPlanItems.ord, item: fmeaPlanItems.item })
      .from(fmeaPlanItems)
      .where(and(eq(fmeaPlanItems.planId, planId), gt(fmeaPlanItems.ord, after)))
      .orderBy(asc(fmeaPlanItems.ord))
      .limit(READ_CHUNK);
    for (const row of rows) items.push(asItem(row));
    const last = rows.at(-1);
    if (!last || rows.length < READ_CHUNK) return items;
    after = last.ord;
  }
}
