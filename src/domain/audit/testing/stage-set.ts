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

function rowsIn(param: TMessageParam | undefined): number[] {
  if (param === undefined || typeof param !== 'object') return [];
  if ('rows' in param) return param.rows;
  if ('items' in param) {
    return param.items.flatMap((i) => (typeof i.params.row === 'number' ? [i.params.row] : []));
  }
  return [];
}

/**
 * The source rows a rule's findings list (its `rows` parameter: a row list or row items), or the
 * evidence row of per-row findings: what a boundary test compares.
 */
export function flaggedRows(drafts: readonly FindingDraft[], ruleId: TAuditRuleId): number[] {
  return ofRule(drafts, ruleId).flatMap((d) => {
    const listed = rowsIn(d.message.params.rows);
    if (listed.length > 0) return listed;
    return d.evidence.row === null ? [] : [d.evidence.row];
  });
}

/** The "+N more" count a capped rule put on its last finding (0 when it added none). */
export function moreCount(drafts: readonly FindingDraft[]): number {
  return drafts.reduce((sum, d) => {
    const more = d.message.params.more;
    if (more === undefined || typeof more !== 'object' || !('items' in more)) return sum;
    return (
      sum + more.items.reduce((n, i) => n + (typeof i.params.count === 'number' ? i.params.count : 0), 0)
    );
  }, 0);
}

/** Whether any of the drafts carries a "+N more" clause at all (even "+0 more", which is a bug). */
export function hasMoreClause(drafts: readonly FindingDraft[]): boolean {
  return drafts.some((d) => {
    const more = d.message.params.more;
    return more !== undefined && typeof more === 'object' && 'items' in more && more.items.length > 0;
  });
}
