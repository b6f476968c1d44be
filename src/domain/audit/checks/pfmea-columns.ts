import type { FindingDraft } from '../finding-draft';
import { evidenceAt } from '../finding-draft';
import { PFMEA_FIELD_LABELS } from '../tables/field-labels';
import { hasColumn, type PfmeaTable, type TPfmeaField } from '../tables/mapped-table';

interface Requirement {
  readonly label: string;
  readonly anyOf: readonly TPfmeaField[];
}

const req = (label: string, ...anyOf: TPfmeaField[]): Requirement => ({ label, anyOf });

/** Reference §6 PFMEA columns; RPN and AP are not required (AIAG 4 has no AP, AIAG-VDA no RPN). */
const REQUIRED: readonly Requirement[] = [
  req(PFMEA_FIELD_LABELS.processStep, 'processStep', 'operationNumber'),
  req(PFMEA_FIELD_LABELS.failureMode, 'failureMode'),
  req(PFMEA_FIELD_LABELS.effect, 'effect'),
  req(PFMEA_FIELD_LABELS.severity, 'severity'),
  req(PFMEA_FIELD_LABELS.cause, 'cause'),
  req(PFMEA_FIELD_LABELS.occurrence, 'occurrence'),
  req(PFMEA_FIELD_LABELS.controls, 'controls', 'preventionControl', 'detectionControl'),
  req(PFMEA_FIELD_LABELS.detection, 'detection'),
  req(PFMEA_FIELD_LABELS.recommendedAction, 'recommendedAction'),
  req(PFMEA_FIELD_LABELS.responsibility, 'responsibility', 'responsibilityAndDate'),
  req(PFMEA_FIELD_LABELS.targetDate, 'targetDate', 'responsibilityAndDate'),
];

/** pfmea-missing-columns: required PFMEA columns the header does not have. */
export function checkPfmeaMissingColumns(
  table: PfmeaTable,
  actionTables: readonly PfmeaTable[] = [],
): FindingDraft[] {
  // Action columns on the workbook's optimisation sheet (AIAG-VDA step 6) count as present.
  const present = (f: TPfmeaField) => hasColumn(table, f) || actionTables.some((t) => hasColumn(t, f));
  const missing = REQUIRED.filter((r) => !r.anyOf.some(present)).map((r) => r.label);
  if (missing.length === 0) return [];
  return [
    {
      ruleId: 'pfmea-missing-columns',
      description: `PFMEA’da şu sütunlar bulunamadı: ${missing.join(', ')}.`,
      recommendation: `PFMEA formuna şu sütunları ekleyin ve doldurun: ${missing.join(', ')}.`,
      evidence: evidenceAt(table, null, Object.values(table.headers).join(' | ')),
    },
  ];
}
