import type { ClassifiedSet } from '../classified-set';
import type { FindingDraft } from '../finding-draft';
import { labels, message } from '../messages/message-params';
import type { LinkageInput } from '../stage-inputs';
import { compareSteps, documentsOf } from './compare-steps';
import { checkSpecialCharacteristics } from './special-characteristics';
import { indexSteps } from './step-index';
import { cpSteps, pfdSteps, pfmeaSteps } from './steps';

const processPlansOf = (set: ClassifiedSet) =>
  set.controlPlans.filter((c) => !c.incoming).map((c) => c.table);

// Documents of two parts: no step of one part is looked for in the other's.
const split = (input: LinkageInput) => input.familyFinding !== null && input.families.length > 1;

/** The sets linkage runs on: each part's documents, or the whole set when it is one part. */
const linkedSets = (input: LinkageInput): readonly ClassifiedSet[] =>
  split(input) ? input.families : [input.set];

/** set-family-mismatch: the title blocks name different parts (or one part differently). */
export function familyMismatch(input: LinkageInput): FindingDraft[] {
  return input.familyFinding === null ? [] : [input.familyFinding];
}

/** Steps PFD → PFMEA → CP (missing, other number, other name), within each part's documents. */
export function linkSteps(input: LinkageInput): FindingDraft[] {
  return linkedSets(input).flatMap(stepsOfFamily);
}

/** Special characteristics both ways between the PFMEAs and the process plans of each part. */
export function linkSpecialCharacteristics(input: LinkageInput): FindingDraft[] {
  return linkedSets(input).flatMap((set) => {
    const processPlans = processPlansOf(set);
    if (set.pfmeas.length === 0 || processPlans.length === 0) return [];
    return checkSpecialCharacteristics(
      set.pfmeas.map((p) => p.table),
      processPlans,
    );
  });
}

function stepsOfFamily(set: ClassifiedSet): FindingDraft[] {
  const processPlans = processPlansOf(set);
  const pfd = set.flows.flatMap(pfdSteps);
  const pfmeaTables = set.pfmeas.map((p) => p.table);
  const pfmea = pfmeaTables.flatMap(pfmeaSteps);
  const planDocument = documentsOf(processPlans);
  const cp = processPlans.flatMap(cpSteps);
  const findings: FindingDraft[] = [];
  if (pfd.length > 0 && pfmea.length > 0) {
    findings.push(
      ...compareSteps(pfd, indexSteps(pfmea), {
        from: 'process-flow',
        to: 'pfmea',
        missingRule: 'link-pfd-step-missing-in-pfmea',
        toType: 'fmea',
        target: documentsOf(pfmeaTables),
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
  return findings;
}

/** set-missing-document: some of flow, PFMEA and process plan were recognised, not all (one part). */
export function missingDocuments(input: LinkageInput): FindingDraft[] {
  if (split(input)) return [];
  const { set } = input;
  const present = [set.flows.length > 0, set.pfmeas.length > 0, processPlansOf(set).length > 0];
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
