import { FMEA_SYNONYMS, type TFmeaHeaderField } from '../../fmea/import/fmea-synonyms';
import type { FieldSynonyms, SynonymMap } from '../../fmea/import/header-detection';
import type { TPfmeaField } from './mapped-table';

/**
 * The shared FMEA vocabulary's fields, plus the AIAG-VDA structure columns the audit must keep off
 * the process step ('Process Item' is the part, 'Process Work Element' the 4M element).
 */
export type TAuditFmeaHeaderField = TFmeaHeaderField | 'processItem' | 'workElement';

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
 * Plant headings the shared vocabulary does not hold yet (issue 19; reference §6). Kept here, small,
 * until the FMEA import's vocabulary gains them: then these entries go.
 */
const PLANT_HEADINGS: readonly FieldSynonyms<TAuditFmeaHeaderField>[] = [
  // 'Process Item' names the part and 'Process Work Element' the 4M element; without their own
  // fields the process step's 'item' and 'process' would take them.
  { field: 'processItem', weight: 0, specificity: 20, phrases: ['process item', 'proses ogesi'] },
  {
    field: 'workElement',
    weight: 0,
    specificity: 20,
    phrases: ['work element', 'process work element', 'is elemani', 'calisma elemani'],
  },
  // AIAG-VDA step 6 splits the action in two ('Prevention Action', 'Detection Action'): the first
  // is the recommended action, the second is never the D rating. Turkish AIAG-4 forms say 'Faaliyet'.
  {
    field: 'recommendedAction',
    weight: 0,
    specificity: 30,
    phrases: [
      'prevention action',
      'preventive action',
      'detection action',
      'onerilen faaliyet',
      'onerilen eylem',
      'onleyici faaliyet',
      'iyilestirme faaliyet',
    ],
  },
  {
    field: 'actionTaken',
    weight: 0,
    specificity: 30,
    phrases: ['alinan faaliyet', 'alinan eylem', 'action taken with pointer'],
  },
  { field: 'ap', weight: 1, phrases: ['pfmea ap', 'dfmea ap'] },
];

/**
 * The Reverse FMEA importer's synonym map (one parser for both modes), with nothing required: a
 * PFMEA that lacks a column is still audited and gets pfmea-missing-columns.
 */
export const PFMEA_AUDIT_SYNONYMS: SynonymMap<TAuditFmeaHeaderField> = {
  required: [],
  fields: [...FMEA_SYNONYMS.fields.filter((f) => f.field !== 'targetDate'), TARGET_DATE, ...PLANT_HEADINGS],
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
  responsibility: 'responsibility',
  targetDate: 'targetDate',
};
