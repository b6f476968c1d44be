import type { ClassifiedSet } from './classified-set';
import type { CheckContext } from './checks/check-context';
import { pfmeaDataRows, pfmeaLabel, ratingsOf } from './checks/pfmea-rows';
import type { TAuditStage, TFindingEvidence } from './contract';
import { rowsAt, type FindingDraft } from './finding-draft';
import { splitFamilies } from './linkage/family';
import type { RuleCheck } from './rule-definition';
import { AUDIT_RULES } from './rules';
import type { ControlPlanInput, LinkageInput, PfmeaInput, StageCheck, StageInputs } from './stage-inputs';
import type { CpTable } from './tables/mapped-table';
import { isValidRating } from './text/rating';

/**
 * The checks a stage runs: those its rules name, in rule order, a check shared by rules once.
 * @internal
 */
export function stageChecks<S extends TAuditStage>(stage: S): StageCheck<S>[] {
  const checks = new Set<StageCheck<S>>();
  for (const rule of AUDIT_RULES as readonly RuleCheck[]) {
    if (isOfStage(rule, stage)) checks.add(rule.check);
  }
  return [...checks];
}

function isOfStage<S extends TAuditStage>(
  rule: RuleCheck,
  stage: S,
): rule is Extract<RuleCheck, { stage: S }> & { readonly check: StageCheck<S> } {
  return rule.stage === stage;
}

/** A stage's findings: every check of its rules on each of its inputs, input by input. */
export function runStage<S extends TAuditStage>(stage: S, inputs: readonly StageInputs[S][]): FindingDraft[] {
  const checks = stageChecks(stage);
  return inputs.flatMap((input) => checks.flatMap((check) => check(input)));
}

/**
 * The PFMEA rows with S 9-10 (1-10 scale only), as evidence: they grade an empty special-class
 * column of a process control plan (docs/audit-rules.md, "Special characteristics both ways").
 */
function severePfmeaRows(set: ClassifiedSet): TFindingEvidence[] {
  return set.pfmeas
    .filter((p) => p.scale === null)
    .flatMap(({ table }) =>
      rowsAt(
        table,
        pfmeaDataRows(table).filter((row) => {
          const s = ratingsOf(row).s;
          return isValidRating(s) && s >= 9;
        }),
        pfmeaLabel,
      ),
    );
}

/** The S 9-10 PFMEA rows that grade a control plan: its own part's PFMEAs only (`splitFamilies`). */
function severeRowsOf(set: ClassifiedSet): (table: CpTable) => TFindingEvidence[] {
  const { families } = splitFamilies(set);
  return (table) => {
    const pfmeas = new Set(
      families.filter((f) => f.controlPlans.some((c) => c.table === table)).flatMap((f) => f.pfmeas),
    );
    return severePfmeaRows({ ...set, pfmeas: [...pfmeas] });
  };
}

/**
 * The control plan stage's inputs: each plan, with the S 9-10 rows of its own part's PFMEAs.
 * @internal
 */
export function controlPlanInputs(set: ClassifiedSet): ControlPlanInput[] {
  const severe = severeRowsOf(set);
  return set.controlPlans.map(({ table, incoming }) => ({
    table,
    incoming,
    // An incoming plan's materials are not the PFMEA's process steps: S 9-10 rows do not grade it.
    severePfmeaRows: incoming ? [] : severe(table),
  }));
}

/**
 * The PFMEA stage's inputs: each PFMEA table with its data rows.
 * @internal
 */
export function pfmeaInputs(set: ClassifiedSet, ctx: CheckContext): PfmeaInput[] {
  return set.pfmeas.map(({ table, scale, actions = [] }) => ({
    table,
    scale,
    actions,
    rows: pfmeaDataRows(table),
    ctx,
  }));
}

/**
 * The linkage stage's one input: the set and its families (one per part).
 * @internal
 */
export function linkageInput(set: ClassifiedSet): LinkageInput {
  const { families, finding } = splitFamilies(set);
  return { set, families, familyFinding: finding };
}

/** Stage 3: every control plan on its own (Annex A contents, special characteristics, MSA). */
export function controlPlanStage(set: ClassifiedSet): FindingDraft[] {
  return runStage('control-plan', controlPlanInputs(set));
}

/** Stage 4: every PFMEA on its own (columns, scale, ratings, RPN, AP, high risk, detection). */
export function pfmeaStage(set: ClassifiedSet, ctx: CheckContext): FindingDraft[] {
  return runStage('pfmea', pfmeaInputs(set, ctx));
}

/** Stage 5: the process flow, then PFD → PFMEA → CP linkage (reference §5), within each family. */
export function linkageStage(set: ClassifiedSet): FindingDraft[] {
  return runStage('linkage', [linkageInput(set)]);
}
