import type { TActionPriority, TActionType, TFmeaRow, TPlanItem, TPlanPriority } from '../contract';
import type { FmeaRuleSettings } from '../settings-contract';
import { leadingAction, MONITORING_METHODS, SECONDARY_ACTIONS, CPK_TARGET } from './action-texts';
import { apLookup, type ApLookup } from './ap-table';
import {
  CAUSE_CATEGORY_LABELS,
  causeClassifier,
  type CauseReading,
  DEPARTMENT_BY_CAUSE,
  type Department,
} from './cause-category';
import { causeMeasureText, causeReasonLine } from './cause-measures';
import { isRated, type RatedFmeaRow } from './incomplete-rows';
import { knowledgeFinder, type KnowledgeHit } from './knowledge-measures';
import { riskDrivers } from './risk-drivers';
import { rpnBand } from './rpn-band';
import { successCriteriaText, successTarget } from './success-target';
import { timelineFor } from './timeline';

/** AP sets the priority: H → high, M → medium, L → low. */
const PRIORITY_BY_AP: Readonly<Record<TActionPriority, TPlanPriority>> = {
  H: 'high',
  M: 'medium',
  L: 'low',
};
const PRIORITY_LABELS: Readonly<Record<TPlanPriority, string>> = {
  high: 'yüksek',
  medium: 'orta',
  low: 'düşük',
};
const AP_ORDER: Readonly<Record<TActionPriority, number>> = { H: 0, M: 1, L: 2 };

/**
 * Owner when the cause text names no 6M group: engineering designs, production prevents, quality detects.
 * @internal
 */
export const DEPARTMENT_BY_ACTION: Readonly<Record<TActionType, Department>> = {
  design: 'Mühendislik',
  prevention: 'Üretim',
  detection: 'Kalite',
};

export interface BuildPlanOptions {
  /** The 8D knowledge-base look-up; a fresh memoised one per plan by default. */
  findKnowledge?: (failureMode: string) => KnowledgeHit | null;
}

/** The per-plan helpers a row needs (compiled AP table, memoised text readers). */
interface PlanContext {
  settings: FmeaRuleSettings;
  ap: ApLookup;
  classifyCause: (causes: string) => CauseReading;
  findKnowledge: (failureMode: string) => KnowledgeHit | null;
  /** Decisions made so far: knowledge hit (the object itself) → cause reading (shared object) → S/O/D cell. */
  decisions: Map<KnowledgeHit | null, Map<CauseReading, Map<number, RuleDecision>>>;
}

function preventiveActionText(
  primary: TActionType,
  secondary: readonly TActionType[],
  reading: CauseReading,
  detection: number,
  knowledge: KnowledgeHit | null,
): string {
  const cause = reading.category;
  // The cause's own measure leads when the library knows its kind (issue 23 §4).
  const fromCause = causeMeasureText(primary, reading, detection);
  // A failure mode the 8D knowledge base knows: its preventive measures are the prevention content.
  const fromKnowledge =
    knowledge && knowledge.preventiveMeasures.length > 0
      ? `8D bilgi bankası (${knowledge.name}) önleyici önlemleri: ${knowledge.preventiveMeasures.join('; ')}.`
      : null;
  const parts: string[] = [];
  if (fromCause !== null) {
    parts.push(fromCause);
  } else if (primary === 'prevention' && fromKnowledge) {
    parts.push(fromKnowledge, `Kritik parametrede SPC uygulayın (hedef Cpk ≥ ${CPK_TARGET}).`);
  } else {
    parts.push(leadingAction(primary, cause));
  }
  for (const type of secondary) parts.push(SECONDARY_ACTIONS[type]);
  if ((fromCause !== null || primary !== 'prevention') && fromKnowledge) parts.push(fromKnowledge);
  return parts.join(' ');
}

/** What the rules decide from a row's ratings, cause group and knowledge match: shared by equal rows. */
type RuleDecision = Omit<TPlanItem, 'id' | 'rowId' | 'processStep' | 'originalFailure' | 'cause'>;

function decide(
  ratings: { severity: number; occurrence: number; detection: number },
  reading: CauseReading,
  knowledge: KnowledgeHit | null,
  context: PlanContext,
): RuleDecision {
  const cause = reading.category;
  const { settings, ap } = context;
  const { severity, occurrence, detection } = ratings;
  const rpn = severity * occurrence * detection;
  const actionPriority = ap(severity, occurrence, detection);
  const priority = PRIORITY_BY_AP[actionPriority];
  const drivers = riskDrivers(severity, occurrence, detection);
  const responsibility =
    drivers.primary === 'design' || cause === null
      ? DEPARTMENT_BY_ACTION[drivers.primary]
      : DEPARTMENT_BY_CAUSE[cause];
  const target = successTarget(ratings, [drivers.primary, ...drivers.secondary], ap);
  const timeline = timelineFor(priority, settings.timelineDays);

  const reasons = [...drivers.reasons, `AP=${actionPriority} → öncelik ${PRIORITY_LABELS[priority]}`];
  const causeWords = causeReasonLine(reading);
  if (causeWords !== null) reasons.push(`${causeWords} → ${responsibility}`);
  else if (cause !== null) reasons.push(`neden metni: ${CAUSE_CATEGORY_LABELS[cause]} → ${responsibility}`);
  if (knowledge) reasons.push(`hata türü 8D bilgi bankasında '${knowledge.name}' (%${knowledge.confidence})`);

  return {
    priority,
    timeline: timeline.text,
    timelineDays: timeline.days,
    preventiveAction: preventiveActionText(drivers.primary, drivers.secondary, reading, detection, knowledge),
    monitoringMethod: MONITORING_METHODS[drivers.primary],
    responsibility,
    successCriteria: successCriteriaText({ rpn, actionPriority }, target, drivers.primary),
    severity,
    occurrence,
    detection,
    rpn,
    rpnBand: rpnBand(rpn, settings.rpnBands),
    actionPriority,
    actionType: drivers.primary,
    causeCategory: cause,
    causeKinds: reading.kinds.map((hit) => hit.kind.id),
    knowledgeEntry: knowledge ? { id: knowledge.id, name: knowledge.name } : null,
    target,
    reason: reasons.join('; '),
    source: 'rules',
  };
}

/** The decision for equal inputs, made once: a 10 000-row FMEA has a few hundred distinct ones. */
function decisionFor(
  row: RatedFmeaRow,
  cause: CauseReading,
  knowledge: KnowledgeHit | null,
  context: PlanContext,
): RuleDecision {
  // Looked up without building a key string: this runs once per row.
  let byCause = context.decisions.get(knowledge);
  if (!byCause) context.decisions.set(knowledge, (byCause = new Map()));
  let byCell = byCause.get(cause);
  if (!byCell) byCause.set(cause, (byCell = new Map()));
  const cell = (row.severity * 16 + row.occurrence) * 16 + row.detection;
  let decision = byCell.get(cell);
  if (!decision) {
    decision = decide(row, cause, knowledge, context);
    byCell.set(cell, decision);
  }
  return decision;
}

/** One action item for one FMEA row, by the documented rules (docs/reverse-fmea-rules.md). */
function planItemForRow(row: RatedFmeaRow, context: PlanContext): TPlanItem {
  const cause = context.classifyCause(row.causes);
  const knowledge = context.findKnowledge(row.potentialFailure);
  // Rows with the same ratings, cause group and knowledge match share one decision and its strings,
  // so the plan allocates little. Written out field by field (the API's order) rather than spread:
  // one object shape for every item, which a 10 000-item plan builds markedly faster.
  const d = decisionFor(row, cause, knowledge, context);
  const item: TPlanItem = {
    id: `item-${row.id}`,
    rowId: row.id,
    processStep: row.processStep,
    originalFailure: row.potentialFailure,
    cause: row.causes,
    priority: d.priority,
    timeline: d.timeline,
    timelineDays: d.timelineDays,
    preventiveAction: d.preventiveAction,
    monitoringMethod: d.monitoringMethod,
    responsibility: d.responsibility,
    successCriteria: d.successCriteria,
    severity: d.severity,
    occurrence: d.occurrence,
    detection: d.detection,
    rpn: d.rpn,
    rpnBand: d.rpnBand,
    actionPriority: d.actionPriority,
    actionType: d.actionType,
    causeCategory: d.causeCategory,
    causeKinds: d.causeKinds,
    knowledgeEntry: d.knowledgeEntry,
    target: d.target,
    reason: d.reason,
    source: d.source,
  };
  // The file's own AP rides along only where the file had one (manual rows keep the old shape).
  if (row.fileAp) item.fileAp = row.fileAp;
  return item;
}

/**
 * The preventive action plan of an FMEA: one item per rated row, highest risk first (AP H, M, L; then
 * severity, then RPN; then the FMEA's own order). A row without O or D has no item (excludedRows says
 * why). Pure: the same rows and settings give the same plan.
 */
export function buildPlan(
  rows: readonly TFmeaRow[],
  settings: FmeaRuleSettings,
  options: BuildPlanOptions = {},
): TPlanItem[] {
  const context: PlanContext = {
    settings,
    ap: apLookup(settings.apCells),
    classifyCause: causeClassifier(),
    findKnowledge: options.findKnowledge ?? knowledgeFinder(),
    decisions: new Map(),
  };
  const items: { item: TPlanItem; index: number }[] = [];
  rows.forEach((row, index) => {
    if (isRated(row)) items.push({ item: planItemForRow(row, context), index });
  });
  items.sort(
    (a, b) =>
      AP_ORDER[a.item.actionPriority] - AP_ORDER[b.item.actionPriority] ||
      b.item.severity - a.item.severity ||
      b.item.rpn - a.item.rpn ||
      a.index - b.index,
  );
  return items.map(({ item }) => item);
}
