import type { TAuditDocumentType, TAuditStage, TFindingCategory, TFindingPriority } from './contract';
import type { StageCheck } from './stage-inputs';

export const AUDIT_RULE_GROUPS = ['document', 'control-plan', 'pfmea', 'process-flow', 'linkage'] as const;
type TAuditRuleGroup = (typeof AUDIT_RULE_GROUPS)[number];

/**
 * One finding message's templates: `{name}` is a parameter. A message without a recommendation uses
 * the rule's general one; one without a title is shown under the rule's title.
 */
export interface RuleMessage {
  readonly title?: string;
  readonly description: string;
  readonly recommendation?: string;
}

/** A rule's text in one language. */
interface RuleText<K extends string = string> {
  /** Short name for the Settings list and the finding title. */
  readonly title: string;
  /** Report-level recommendation (spec: general recommendations, derived from the findings). */
  readonly general: string;
  /** The messages its check writes, by key (a key may be shared by rules, with the same text). */
  readonly messages: Readonly<Record<K, RuleMessage>>;
}

interface RuleFacts<Id extends string, K extends string> {
  readonly id: Id;
  readonly group: TAuditRuleGroup;
  readonly category: TFindingCategory;
  readonly priority: TFindingPriority;
  /** IATF 16949 clause number only (reference §3); never the standard's text. */
  readonly clause: string;
  /** The document a finding of this rule asks to correct. */
  readonly documentType: TAuditDocumentType;
  readonly tr: RuleText<K>;
  /** The same messages in English: the server's English CSV and PDF and the web's English screen. */
  readonly en: RuleText<NoInfer<K>>;
}

/** The stage that runs a rule's check, and the check (a check shared by rules runs once). */
export type RuleCheck = {
  [S in TAuditStage]: { readonly stage: S; readonly check: StageCheck<S> };
}[TAuditStage];

/** Everything about one rule, in one place: facts, Turkish and English text, and its check. */
export type AuditRuleDefinition<Id extends string = string, K extends string = string> = RuleFacts<Id, K> &
  RuleCheck;

/** A rule's definition, with its id and message keys kept as literal types. */
export function defineRule<const Id extends string, K extends string>(
  definition: AuditRuleDefinition<Id, K>,
): AuditRuleDefinition<Id, K> {
  return definition;
}
