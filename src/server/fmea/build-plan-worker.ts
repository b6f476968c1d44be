import type { TFmeaRow, TPlanExcludedRow, TPlanItem } from '../../domain/fmea/contract';
import { buildPlan } from '../../domain/fmea/plan/build-plan';
import { excludedRows } from '../../domain/fmea/plan/incomplete-rows';
import type { FmeaRuleSettings } from '../../domain/fmea/settings-contract';
import { type MovedResult, movedResult } from '../workers/moved-result';
import type { JsonBatches } from './json-batches';
import { rowsFromLineChunks } from './lines/line-columns';
import { figuresOf, planItemBatches, type PlanFigures } from './plan-storage';

/**
 * A plan to build on a pool thread with the organisation's rule settings (plain data), from either
 * - `lineChunks`: the lines as JSON chunks (readLineChunks, transferred without a copy); no model will
 *   rewrite the texts, so the thread also makes the figures and the items' insert batches — 11 000 items
 *   never cross to the event loop as objects, only their bytes do; or
 * - `rows`: the rows the event loop read (a model will rewrite the highest-risk items with them): the items
 *   come back.
 */
export type BuildPlanTask =
  { lineChunks: Uint8Array[]; settings: FmeaRuleSettings } | { rows: TFmeaRow[]; settings: FmeaRuleSettings };

export type BuiltPlan =
  | { stored: false; items: TPlanItem[]; excluded: TPlanExcludedRow[] }
  | { stored: true; figures: PlanFigures; batches: JsonBatches };

/** Pool thread: the rules over 20 000 rows (cause reading, the 8D knowledge base) must not stall the event loop. */
export function buildPlanTask(task: BuildPlanTask): BuiltPlan | MovedResult<BuiltPlan> {
  const rows = 'rows' in task ? task.rows : rowsFromLineChunks(task.lineChunks);
  const items = buildPlan(rows, task.settings);
  const excluded = excludedRows(rows);
  if ('rows' in task) return { stored: false, items, excluded };
  const figures = figuresOf({ items, excluded, aiProvider: null, aiFallback: null });
  const batches = planItemBatches(items);
  // the items' batches move to the main thread instead of being copied there
  return movedResult({ stored: true, figures, batches }, [batches.bytes]);
}
