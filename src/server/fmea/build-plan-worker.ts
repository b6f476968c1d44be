import type { TFmeaRow, TPlanExcludedRow, TPlanItem } from '../../domain/fmea/contract';
import { buildPlan } from '../../domain/fmea/plan/build-plan';
import { excludedRows } from '../../domain/fmea/plan/incomplete-rows';
import type { FmeaRuleSettings } from '../../domain/fmea/settings-contract';

/** A plan to build on a pool thread: the rows as read and the organisation's rule settings (plain data). */
export interface BuildPlanTask {
  rows: TFmeaRow[];
  settings: FmeaRuleSettings;
}

export interface BuiltPlan {
  items: TPlanItem[];
  excluded: TPlanExcludedRow[];
}

/** Pool thread: the rules over 20 000 rows (cause reading, the 8D knowledge base) must not stall the event loop. */
export function buildPlanTask(task: BuildPlanTask): BuiltPlan {
  return { items: buildPlan(task.rows, task.settings), excluded: excludedRows(task.rows) };
}
