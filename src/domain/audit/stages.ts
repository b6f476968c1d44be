import type { ClassifiedSet } from './classified-set';
import type { CheckContext } from './checks/check-context';
import { checkCpEmptyCells, checkCpMissingColumns } from './checks/control-plan-columns';
import { checkCpGaugeWithoutMsa } from './checks/control-plan-msa';
import {
  checkCpNoReactionPlan,
  checkCpNoSpecialCharacteristics,
  checkCpSpecialWithoutControl,
} from './checks/control-plan-special';
import { checkDuplicateOperations } from './checks/duplicate-operations';
import { checkPfmeaMissingColumns } from './checks/pfmea-columns';
import { checkPfmeaHighRisk } from './checks/pfmea-high-risk';
import {
  checkPfmeaAp,
  checkPfmeaDetectionLimit,
  checkPfmeaInvalidRatings,
  checkPfmeaRpn,
} from './checks/pfmea-ratings';
import { pfmeaDataRows, pfmeaLabel, ratingsOf } from './checks/pfmea-rows';
import { scaleFinding } from './checks/pfmea-scale';
import { checkProcessFlow } from './checks/process-flow';
import type { TFindingEvidence } from './contract';
import type { CpTable } from './tables/mapped-table';
import { evidenceAt, type FindingDraft, rowsAt } from './finding-draft';
import { isValidRating } from './text/rating';
import { labels, message } from './messages/message-params';
import { compareSteps, documentsOf } from './linkage/compare-steps';
import { splitFamilies } from './linkage/family';
import { checkSpecialCharacteristics } from './linkage/special-characteristics';
import { indexSteps } from './linkage/step-index';
import { cpSteps, pfdSteps, pfmeaSteps } from './linkage/steps';

/**
 * The PFMEA rows with S 9-10 (1-10 scale only), as evidence: they grade an empty special-class
 * column of a process control plan (docs/audit-rules.md, "Special characteristics both ways").
 */
export function severePfmeaRows(set: ClassifiedSet): TFindingEvidence[] {
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

/** Stage 3: every control plan on its own (Annex A contents, special characteristics, MSA). */
export function controlPlanStage(set: ClassifiedSet): FindingDraft[] {
  const severe = severeRowsOf(set);
  return set.controlPlans.flatMap(({ table, incoming }) => [
    ...(incoming
      ? [
          {
            ruleId: 'cp-incoming-inspection',
            message: message('cp-incoming-inspection'),
            evidence: evidenceAt(table, null, Object.values(table.headers).slice(0, 4).join(' | ')),
          } satisfies FindingDraft,
        ]
      : []),
    ...checkCpMissingColumns(table, incoming),
    ...checkCpEmptyCells(table, incoming),
    ...checkCpSpecialWithoutControl(table),
    ...checkCpNoReactionPlan(table),
    // An incoming plan's materials are not the PFMEA's process steps: S 9-10 rows do not grade it.
    ...checkCpNoSpecialCharacteristics(table, incoming ? [] : severe(table)),
    ...checkCpGaugeWithoutMsa(table),
    // An incoming plan has no operations: nothing to repeat.
    ...(incoming ? [] : checkDuplicateOperations('cp-duplicate-operation-number', cpSteps(table))),
  ]);
}

/** Stage 4: every PFMEA on its own (columns, scale, ratings, RPN, AP, high risk, detection). */
export function pfmeaStage(set: ClassifiedSet, ctx: CheckContext): FindingDraft[] {
  return set.pfmeas.flatMap(({ table, scale, actions = [] }) => {
    const rows = pfmeaDataRows(table);
    const columns = [
      ...checkPfmeaMissingColumns(table, actions),
      ...checkDuplicateOperations('pfmea-duplicate-operation-number', pfmeaSteps(table)),
    ];
    // Another scale: one clear finding, and no rule that assumes 1-10 (AP, limits, RPN).
    if (scale !== null) return [...columns, scaleFinding(table, scale)];
    return [
      ...columns,
      ...checkPfmeaInvalidRatings(table, rows),
      ...checkPfmeaRpn(table, rows),
      ...checkPfmeaHighRisk(table, rows, ctx, actions),
      ...checkPfmeaAp(table, rows, ctx),
      ...checkPfmeaDetectionLimit(table, rows, ctx, actions),
    ];
  });
}

/** Stage 5: the process flow, then PFD → PFMEA → CP linkage (reference §5), within each family. */
export function linkageStage(set: ClassifiedSet): FindingDraft[] {
  const findings: FindingDraft[] = set.flows.flatMap((table) => checkProcessFlow(table, pfdSteps(table)));
  const { families, finding } = splitFamilies(set);
  // Documents of two parts: one finding says so, and no step of one part is looked for in the other's.
  if (finding !== null && families.length > 1)
    return [...findings, finding, ...families.flatMap(linkDocuments)];
  // One part whose title blocks disagree on its name or customer: the finding, and linkage as usual.
  const processPlans = set.controlPlans.filter((c) => !c.incoming);
  return [
    ...findings,
    ...(finding === null ? [] : [finding]),
    ...linkDocuments(set),
    ...missingDocuments(set, processPlans.length > 0),
  ];
}

/** PFD → PFMEA → CP steps and special characteristics of one family of documents. */
function linkDocuments(set: ClassifiedSet): FindingDraft[] {
  const findings: FindingDraft[] = [];
  const processPlans = set.controlPlans.filter((c) => !c.incoming).map((c) => c.table);
  const pfd = set.flows.flatMap(pfdSteps);
  const pfmeaTables = set.pfmeas.map((p) => p.table);
  const pfmea = pfmeaTables.flatMap(pfmeaSteps);
  const pfmeaDocument = documentsOf(pfmeaTables);
  const planDocument = documentsOf(processPlans);
  const cp = processPlans.flatMap(cpSteps);
  if (pfd.length > 0 && pfmea.length > 0) {
    findings.push(
      ...compareSteps(pfd, indexSteps(pfmea), {
        from: 'process-flow',
        to: 'pfmea',
        missingRule: 'link-pfd-step-missing-in-pfmea',
        toType: 'fmea',
        target: pfmeaDocument,
      }),
    );
  }
  if (pfmea.length > 0 && cp.length > 0) {
    findings.push(
      ...compareSteps(pfmea, indexSteps(cp), {
        from: 'pfmea',
        to: 'control-plan',
        missingRule: 'link-pfmea-step-missing-in-cp',
        toType: 'control-plan',
        target: planDocument,
      }),
    );
  } else if (pfd.length > 0 && cp.length > 0) {
    // Without a PFMEA the chain still runs from the flow to the control plan.
    findings.push(
      ...compareSteps(pfd, indexSteps(cp), {
        from: 'process-flow',
        to: 'control-plan',
        missingRule: 'link-pfmea-step-missing-in-cp',
        toType: 'control-plan',
        target: planDocument,
      }),
    );
  }
  if (set.pfmeas.length > 0 && processPlans.length > 0) {
    findings.push(...checkSpecialCharacteristics(pfmeaTables, processPlans));
  }
  return findings;
}

function missingDocuments(set: ClassifiedSet, processPlan: boolean): FindingDraft[] {
  const present = [set.flows.length > 0, set.pfmeas.length > 0, processPlan];
  if (!present.some(Boolean) || present.every(Boolean)) return [];
  const kinds = ['process-flow', 'pfmea', 'control-plan'] as const;
  const missing = kinds.filter((_, i) => !present[i]);
  return [
    {
      ruleId: 'set-missing-document',
      message: message('set-missing-document', { missing: labels('missingDoc', missing, 'and') }),
      evidence: { documentId: null, file: null, sheetOrPage: null, row: null, cellText: null },
    },
  ];
}
