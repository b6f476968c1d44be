import type { TAuditDocumentType } from '../contract';

// Documents that belong to the process-flow → PFMEA → control plan set by their declared type: a
// flow sheet inside them (an APQP workbook) is audited as a flow.
const SET_TYPES: ReadonlySet<TAuditDocumentType> = new Set(['process-flow', 'fmea', 'control-plan']);

/**
 * Whether the process-flow rules apply to the flow tables found in a document: yes in a document
 * declared a process flow, a PFMEA or a control plan, and in a workbook that also holds a PFMEA or
 * a control plan; no in a document of another type ('Diğer', 'Sinoptik') on its own, where a
 * numbered list ('S.No. | Process parameters' of an audit checklist) only looks like a flow.
 */
export function flowRulesApply(
  declared: TAuditDocumentType,
  kinds: readonly ('control-plan' | 'pfmea' | 'process-flow')[],
): boolean {
  return SET_TYPES.has(declared) || kinds.some((kind) => kind !== 'process-flow');
}

/**
 * Whether a document's text (no table) is read as a process flow written one numbered step per
 * line: only when it is declared one. A checklist or a procedure numbers its lines too.
 */
export function textFlowApplies(declared: TAuditDocumentType): boolean {
  return declared === 'process-flow';
}
