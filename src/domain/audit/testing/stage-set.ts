import { apLookup } from '../../fmea/plan/ap-table';
import type { ClassifiedSet } from '../classified-set';
import { type TAuditRuleSettingsInput, ZAuditRuleSettings } from '../contract';
import type { FindingDraft } from '../finding-draft';
import type { TMessageParam } from '../messages/message-contract';
import type { TAuditRuleId } from '../rules';
import { controlPlanStage, linkageStage, pfmeaStage } from '../stages';

/**
 * Runs the engine's three rule stages (control plan, PFMEA, linkage) on already-mapped tables, with
 * the settings parsed as `runAudit` parses them: boundary tests reach each rule through the same
 * entry as an audit, without header detection in the way.
 */
export function auditStages(
  set: Partial<ClassifiedSet>,
  settings: TAuditRuleSettingsInput = {},
): FindingDraft[] {
  const full: ClassifiedSet = { controlPlans: [], pfmeas: [], flows: [], ...set };
  const ctx = { settings: ZAuditRuleSettings.parse(settings), ap: apLookup() };
  return [...controlPlanStage(full), ...pfmeaStage(full, ctx), ...linkageStage(full)];
}

/** The findings of one rule. */
export function ofRule(drafts: readonly FindingDraft[], ruleId: TAuditRuleId): FindingDraft[] {
  return drafts.filter((d) => d.ruleId === ruleId);
}

/**
 * The source rows a rule's findings list (their `rows`), or the evidence row of a finding about one
 * row: what a boundary test compares.
 */
export function flaggedRows(drafts: readonly FindingDraft[], ruleId: TAuditRuleId): number[] {
  return ofRule(drafts, ruleId).flatMap((d) => {
    const listed = (d.rows ?? []).flatMap((r) => (r.row === null ? [] : [r.row]));
    if (listed.length > 0) return listed;
    return d.evidence.row === null ? [] : [d.evidence.row];
  });
}

/** The items a finding's list parameter shows and the total it counts ("; ve 3 satır daha"). */
export function listedItems(
  draft: FindingDraft | undefined,
  param: string,
): { shown: number; total: number } {
  const value: TMessageParam | undefined = draft?.message.params[param];
  if (value === undefined || typeof value !== 'object' || !('items' in value)) return { shown: 0, total: 0 };
  return { shown: value.items.length, total: value.total };
}
