import type { FindingDraft } from '../finding-draft';
import { evidenceAt } from '../finding-draft';
import { labels, message } from '../messages/message-params';
import { hasColumn, type PfmeaTable, type TPfmeaField } from '../tables/mapped-table';

/** A required column, named by `field`'s label, satisfied by any of `anyOf`. */
interface Requirement {
  readonly field: TPfmeaField;
  readonly anyOf: readonly TPfmeaField[];
}

const req = (field: TPfmeaField, ...anyOf: TPfmeaField[]): Requirement => ({ field, anyOf });

/** Reference §6 PFMEA columns; RPN and AP are not required (AIAG 4 has no AP, AIAG-VDA no RPN). */
const REQUIRED: readonly Requirement[] = [
  req('processStep', 'processStep', 'operationNumber'),
  req('failureMode', 'failureMode'),
  req('effect', 'effect'),
  req('severity', 'severity'),
  req('cause', 'cause'),
  req('occurrence', 'occurrence'),
  req('controls', 'controls', 'preventionControl', 'detectionControl'),
  req('detection', 'detection'),
  req('recommendedAction', 'recommendedAction'),
  req('responsibility', 'responsibility', 'responsibilityAndDate'),
  req('targetDate', 'targetDate', 'responsibilityAndDate'),
];

/** pfmea-missing-columns: required PFMEA columns the header does not have. */
export function checkPfmeaMissingColumns(
  table: PfmeaTable,
  actionTables: readonly PfmeaTable[] = [],
): FindingDraft[] {
  // Action columns on the workbook's optimisation sheet (AIAG-VDA step 6) count as present.
  const present = (f: TPfmeaField) => hasColumn(table, f) || actionTables.some((t) => hasColumn(t, f));
  const missing = REQUIRED.filter((r) => !r.anyOf.some(present)).map((r) => r.field);
  if (missing.length === 0) return [];
  return [
    {
      ruleId: 'pfmea-missing-columns',
      message: message('pfmea-missing-columns', { columns: labels('pfmeaField', missing) }),
      evidence: evidenceAt(table, null, Object.values(table.headers).join(' | ')),
    },
  ];
}
