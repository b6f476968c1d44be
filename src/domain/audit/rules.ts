import { CONTROL_PLAN_RULES } from './definitions/control-plan-rules';
import { DOCUMENT_RULES } from './definitions/document-rules';
import { LINKAGE_RULES } from './definitions/linkage-rules';
import { PFMEA_RULES } from './definitions/pfmea-rules';
import { PROCESS_FLOW_RULES } from './definitions/process-flow-rules';
import { SET_RULES } from './definitions/set-rules';
import type { AuditRuleDefinition } from './rule-definition';

/**
 * Every rule of the engine, in report order: each is defined once, with its facts, its Turkish and
 * English text and its check, in `definitions/`; the stages, the message texts and the web's rule
 * names are read from this list. `docs/audit-rules.md` documents the same list (a test keeps them equal).
 */
export const AUDIT_RULES = [
  ...DOCUMENT_RULES,
  ...SET_RULES,
  ...CONTROL_PLAN_RULES,
  ...PFMEA_RULES,
  ...PROCESS_FLOW_RULES,
  ...LINKAGE_RULES,
] as const;

export type TAuditRuleId = (typeof AUDIT_RULES)[number]['id'];

const BY_ID = new Map<string, AuditRuleDefinition>(AUDIT_RULES.map((r) => [r.id, r]));

/** The definition of a rule id (throws on an unknown id: a programming error). */
export function auditRule(id: TAuditRuleId): AuditRuleDefinition {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`Unknown audit rule ${id}`);
  return found;
}

/** Whether a rule is on in the settings (a rule not listed is on). */
export function isRuleEnabled(enabled: Readonly<Record<string, boolean>>, id: TAuditRuleId): boolean {
  return enabled[id] !== false;
}
