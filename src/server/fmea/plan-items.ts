import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { FMEA_MESSAGES, type TPlanItemPage, type ZListPlanItemsQuery } from '../../domain/fmea/contract';
import { PLAN_OUTPUT_MESSAGES } from '../../domain/fmea/plan-output-contract';
import type { Db } from '../db/database';
import { fmeaContents, fmeas } from '../db/schema-fmea';
import { AppError, notFound } from '../http/app-error';
import { planItemsPage } from './plan-storage';

/**
 * GET /api/fmeas/:id/plan/items: a page of the stored plan's items (everyone signed in reads every
 * FMEA). The packed plan is read and only the page's items are built, so an answer is a page, not the plan.
 */
export async function listPlanItems(
  db: Db,
  id: string,
  query: z.output<typeof ZListPlanItemsQuery>,
): Promise<TPlanItemPage> {
  const [row] = await db
    .select({ plan: fmeaContents.plan, generatedAt: fmeas.planGeneratedAt })
    .from(fmeas)
    .innerJoin(fmeaContents, eq(fmeaContents.fmeaId, fmeas.id))
    .where(and(eq(fmeas.id, id), eq(fmeas.ready, true)))
    .limit(1);
  if (!row) throw notFound(FMEA_MESSAGES.notFound);
  if (row.plan === null || row.generatedAt === null)
    throw new AppError(409, 'no_plan', PLAN_OUTPUT_MESSAGES.noPlan);
  const { items, next } = planItemsPage(row.plan, {
    priority: query.priority,
    item: query.item,
    offset: query.cursor ? Number(query.cursor) : 0,
    limit: query.limit,
  });
  return { items, nextCursor: next === null ? null : String(next) };
}
