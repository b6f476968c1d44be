import { FMEA_SYNONYMS, type TFmeaHeaderField } from '../../fmea/import/fmea-synonyms';
import type { FieldSynonyms, SynonymMap } from '../../fmea/import/header-detection';
import type { TPfmeaField } from './mapped-table';

/** The shared FMEA vocabulary's fields (process item and work element included, kept off the step). */
export type TAuditFmeaHeaderField = TFmeaHeaderField;

const TARGET_DATE: FieldSynonyms<TAuditFmeaHeaderField> = {
  field: 'targetDate',
  weight: 0,
  // The audit's own due-date column, ahead of the shared one: it beats 'completion date' of an
  // action-results heading and an owner named in the same cell.
  specificity: 20,
  phrases: [
    'target date',
    'due date',
    'completion date',
    'target completion date',
    'termin',
    'hedef tarih',
    'bitis tarihi',
    '목표일',
  ],
};

/**
 * The Reverse FMEA importer's synonym map (one parser for both modes), with nothing required: a
 * PFMEA that lacks a column is still audited and gets pfmea-missing-columns.
 */
export const PFMEA_AUDIT_SYNONYMS: SynonymMap<TAuditFmeaHeaderField> = {
  required: [],
  fields: [...FMEA_SYNONYMS.fields.filter((f) => f.field !== 'targetDate'), TARGET_DATE],
};

/** The shared importer's field → the audit's PFMEA field (helper columns it does not use → none). */
export const PFMEA_FIELD_OF: Readonly<Partial<Record<TAuditFmeaHeaderField, TPfmeaField>>> = {
  stepNumber: 'operationNumber',
  processStep: 'processStep',
  requirement: 'requirement',
  potentialFailure: 'failureMode',
  effects: 'effect',
  severity: 'severity',
  classification: 'specialClass',
  causes: 'cause',
  preventionControls: 'preventionControl',
  occurrence: 'occurrence',
  detectionControls: 'detectionControl',
  controls: 'controls',
  detection: 'detection',
  rpn: 'rpn',
  ap: 'actionPriority',
  recommendedAction: 'recommendedAction',
  // AIAG-VDA step 6 splits the action in two ('Prevention Action', 'Detection Action'): the audit
  // reads the first it meets as the recommended action (never the D rating).
  detectionAction: 'recommendedAction',
  responsibility: 'responsibility',
  targetDate: 'targetDate',
};
