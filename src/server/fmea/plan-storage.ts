import {
  MAX_PLAN_EXCLUDED_SHOWN,
  type TPlanExcludedRow,
  type TPlanItem,
  type TPlanPriority,
  ZFmeaPlan,
} from '../../domain/fmea/contract';
import { type JsonBatches, packJsonBatches } from './json-batches';

/** A plan as built, before it is stored as item rows and figures. */
export interface StoredPlan {
  items: TPlanItem[];
  /** Rows left out (missing ratings). */
  excluded: TPlanExcludedRow[];
  aiProvider: string | null;
  aiFallback: string | null;
}

/** What the plan shows without its items (`fmea_contents.plan_figures`): opening an FMEA reads only this. */
export interface PlanFigures {
  itemCount: number;
  counts: Record<TPlanPriority, number>;
  excluded: TPlanExcludedRow[];
  excludedCount: number;
  aiProvider: string | null;
  aiFallback: string | null;
}

/**
 * Plan items per INSERT: each statement runs on the event loop's thread with the embedded database;
 * 60 items (~2.5 KB each with a long cause) took it 60-120 ms on a busy machine, 25 about a third of that.
 * @internal
 */
export const PLAN_WRITE_BATCH = 25;

/** The figures of a plan still in hand (the pool thread that built it, or the AI path). */
export function figuresOf(plan: StoredPlan): PlanFigures {
  const counts: Record<TPlanPriority, number> = { high: 0, medium: 0, low: 0 };
  for (const item of plan.items) counts[item.priority] += 1;
  return {
    itemCount: plan.items.length,
    counts,
    excluded: plan.excluded.slice(0, MAX_PLAN_EXCLUDED_SHOWN),
    excludedCount: plan.excluded.length,
    aiProvider: plan.aiProvider,
    aiFallback: plan.aiFallback,
  };
}

/** How many INSERT batches a plan of `itemCount` items takes. */
export const planBatchCount = (itemCount: number) => Math.ceil(itemCount / PLAN_WRITE_BATCH);

/** Batch `index` of the items as the JSON insertPlanItemBatch reads: place in the plan, id, priority, item. */
export function planItemBatchJson(items: readonly TPlanItem[], index: number): string {
  const start = index * PLAN_WRITE_BATCH;
  return JSON.stringify(
    items.slice(start, start + PLAN_WRITE_BATCH).map((item, k) => ({
      ord: start + k,
      itemId: item.id,
      priority: item.priority,
      item,
    })),
  );
}

/** Every batch of a plan's items as bytes (pool thread: only these cross to the event loop). */
export function planItemBatches(items: readonly TPlanItem[]): JsonBatches {
  const texts = function* () {
    for (let i = 0; i < planBatchCount(items.length); i += 1) yield planItemBatchJson(items, i);
  };
  return packJsonBatches(texts());
}

const ZStoredFigures = ZFmeaPlan.omit({ generatedAt: true, stale: true });

/** `plan_figures` as stored (jsonb) back as figures; null for none or a shape this server did not write. */
export function readFigures(value: unknown): PlanFigures | null {
  const parsed = ZStoredFigures.safeParse(value);
  return parsed.success ? parsed.data : null;
}
