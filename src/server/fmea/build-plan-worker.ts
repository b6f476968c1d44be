import type { TFmeaRow, TPlanExcludedRow, TPlanItem } from '../../domain/fmea/contract';
import { buildPlan } from '../../domain/fmea/plan/build-plan';
import { excludedRows } from '../../domain/fmea/plan/incomplete-rows';
import type { FmeaRuleSettings } from '../../domain/fmea/settings-contract';
import { figuresOf, packPlan, type PlanFigures } from './plan-storage';

/**
 * A plan to build on a pool thread: the rows as read and the organisation's rule settings (plain data).
 * `pack`: no model will rewrite the texts, so the thread also packs the plan for storage and counts its
 * figures — 11 000 items then never cross to the event loop, only one text does.
 */
export interface BuildPlanTask {
  rows: TFmeaRow[];
  settings: FmeaRuleSettings;
  pack: boolean;
}

export type BuiltPlan =
  | { packed: false; items: TPlanItem[]; excluded: TPlanExcludedRow[] }
  | { packed: true; text: string; figures: PlanFigures };

/** Pool thread: the rules over 20 000 rows (cause reading, the 8D knowledge base) must not stall the event loop. */
export function buildPlanTask(task: BuildPlanTask): BuiltPlan {
  const items = buildPlan(task.rows, task.settings);
  const excluded = excludedRows(task.rows);
  if (!task.pack) return { packed: false, items, excluded };
  const plan = { items, excluded, aiProvider: null, aiFallback: null };
  return { packed: true, text: packPlan(plan), figures: figuresOf(plan) };
}
