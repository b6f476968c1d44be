import {
  MAX_PLAN_EXCLUDED_SHOWN,
  type TPlanExcludedRow,
  type TPlanItem,
  type TPlanPriority,
} from '../../domain/fmea/contract';

/** The plan as stored with its FMEA, before `generatedAt`/`stale` are added on reading. */
export interface StoredPlan {
  items: TPlanItem[];
  /** Rows left out (missing ratings); plans stored before issue 23 §6 read back as []. */
  excluded: TPlanExcludedRow[];
  aiProvider: string | null;
  aiFallback: string | null;
}

type Decision = Omit<TPlanItem, 'id' | 'rowId' | 'processStep' | 'originalFailure' | 'cause'>;
/** The cause came later (issue 23 §2): plans packed before it have four texts and the index. */
type PackedItem = [
  id: string,
  rowId: string,
  processStep: string,
  originalFailure: string,
  decision: number,
  cause?: string,
];
interface PackedPlan {
  v: 1;
  aiProvider: string | null;
  aiFallback: string | null;
  decisions: Decision[];
  items: PackedItem[];
  excluded?: TPlanExcludedRow[];
}

function decisionOf(item: TPlanItem): Decision {
  // Everything but the row's identity: rows with equal ratings, cause group and knowledge match share it.
  const {
    id: _id,
    rowId: _rowId,
    processStep: _step,
    originalFailure: _failure,
    cause: _cause,
    ...decision
  } = item;
  return decision;
}

function keyOf(d: Decision): string {
  return [
    d.priority,
    d.timeline,
    d.timelineDays,
    d.preventiveAction,
    d.monitoringMethod,
    d.responsibility,
    d.successCriteria,
    d.severity,
    d.occurrence,
    d.detection,
    d.rpn,
    d.rpnBand,
    d.actionPriority,
    d.actionType,
    d.causeCategory,
    d.causeKinds?.join(','),
    d.knowledgeEntry?.id,
    d.knowledgeEntry?.name,
    d.target.severity,
    d.target.occurrence,
    d.target.detection,
    d.target.rpn,
    d.target.actionPriority,
    d.reason,
    d.source,
  ].join('\u0001');
}

/**
 * The plan as text for `fmea_contents.plan`: each distinct decision once, each item as its row's
 * identity + a decision index. A 10 000-row plan repeats a few hundred decisions, so this is about a
 * tenth of the items' JSON, and storing it does not make PostgreSQL parse megabytes of jsonb.
 */
export function packPlan(plan: StoredPlan): string {
  const indexByKey = new Map<string, number>();
  const decisions: Decision[] = [];
  const items: PackedItem[] = plan.items.map((item) => {
    const decision = decisionOf(item);
    const key = keyOf(decision);
    let index = indexByKey.get(key);
    if (index === undefined) {
      index = decisions.push(decision) - 1;
      indexByKey.set(key, index);
    }
    const packedItem: PackedItem = [item.id, item.rowId, item.processStep, item.originalFailure, index];
    if (item.cause !== undefined) packedItem.push(item.cause);
    return packedItem;
  });
  const packed: PackedPlan = {
    v: 1,
    aiProvider: plan.aiProvider,
    aiFallback: plan.aiFallback,
    decisions,
    items,
    excluded: plan.excluded,
  };
  return JSON.stringify(packed);
}

function parsePacked(text: string | null): PackedPlan | null {
  if (text === null) return null;
  let packed: PackedPlan;
  try {
    packed = JSON.parse(text) as PackedPlan;
  } catch {
    return null;
  }
  if (packed?.v !== 1 || !Array.isArray(packed.items) || !Array.isArray(packed.decisions)) return null;
  if (packed.items.some((item) => packed.decisions[item[4]] === undefined)) return null;
  return packed;
}

function expand(
  packed: PackedPlan,
  [id, rowId, processStep, originalFailure, index, cause]: PackedItem,
): TPlanItem {
  const decision = packed.decisions[index] as Decision;
  return cause === undefined
    ? { id, rowId, processStep, originalFailure, ...decision }
    : { id, rowId, processStep, originalFailure, cause, ...decision };
}

/** The stored plan back as items; null for no plan or a text this server did not write. */
export function unpackPlan(text: string | null): StoredPlan | null {
  const packed = parsePacked(text);
  if (!packed) return null;
  const excluded = Array.isArray(packed.excluded) ? packed.excluded : [];
  return {
    items: packed.items.map((item) => expand(packed, item)),
    excluded,
    aiProvider: packed.aiProvider,
    aiFallback: packed.aiFallback,
  };
}

export interface PlanFigures {
  itemCount: number;
  counts: Record<TPlanPriority, number>;
  excluded: TPlanExcludedRow[];
  excludedCount: number;
  aiProvider: string | null;
  aiFallback: string | null;
}

/** The figures of a plan still in hand (a pool thread that just built and packed it). */
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

/** What the plan shows without its items: counted from the packed decisions, no item expanded. */
export function planFigures(text: string | null): PlanFigures | null {
  const packed = parsePacked(text);
  if (!packed) return null;
  const counts: Record<TPlanPriority, number> = { high: 0, medium: 0, low: 0 };
  for (const item of packed.items) {
    const priority = packed.decisions[item[4]]?.priority;
    if (priority === 'high' || priority === 'medium' || priority === 'low') counts[priority] += 1;
  }
  const excluded = Array.isArray(packed.excluded) ? packed.excluded : [];
  return {
    itemCount: packed.items.length,
    counts,
    excluded: excluded.slice(0, MAX_PLAN_EXCLUDED_SHOWN),
    excludedCount: excluded.length,
    aiProvider: packed.aiProvider,
    aiFallback: packed.aiFallback,
  };
}

/**
 * One page of items (highest risk first), of one priority, or the one item with this id: only the
 * page's items are expanded. `offset` counts the items of the filter before the page.
 */
export function planItemsPage(
  text: string | null,
  query: { priority?: TPlanPriority; item?: string; offset: number; limit: number },
): { items: TPlanItem[]; next: number | null } {
  const packed = parsePacked(text);
  if (!packed) return { items: [], next: null };
  if (query.item !== undefined) {
    const found = packed.items.find((item) => item[0] === query.item);
    return { items: found ? [expand(packed, found)] : [], next: null };
  }
  const chosen = query.priority
    ? packed.items.filter((item) => packed.decisions[item[4]]?.priority === query.priority)
    : packed.items;
  const page = chosen.slice(query.offset, query.offset + query.limit);
  const next = query.offset + page.length;
  return { items: page.map((item) => expand(packed, item)), next: next < chosen.length ? next : null };
}
