import type { FindingDraft } from '../finding-draft';
import { evidenceAt, rowsAt } from '../finding-draft';
import type { TMessageItem } from '../messages/message-contract';
import { item, items, labels, message, optional, rows as rowParam } from '../messages/message-params';
import { cell, hasColumn, type CpTable, type MappedRow, type TCpField } from '../tables/mapped-table';
import { isBlank } from '../text/blank';
import { cpCharacteristic, cpDataRows, specialSymbol } from './cp-rows';
import { isIncomingInspectionRow } from './incoming-plan';

type CpRow = MappedRow<TCpField>;

/** One Annex A content item (named by its first field): satisfied by any of its columns. */
interface Requirement {
  readonly field: TCpField;
  readonly anyOf: readonly TCpField[];
}

const req = (field: TCpField, ...alternatives: TCpField[]): Requirement => ({
  field,
  anyOf: [field, ...alternatives],
});

/** Reference §4 minimum contents of a process control plan. */
const PROCESS_PLAN: readonly Requirement[] = [
  req('operationNumber'),
  req('processName'),
  req('machine'),
  req('characteristicNumber'),
  req('productCharacteristic', 'characteristic'),
  req('processCharacteristic'),
  req('specialClass'),
  req('specification'),
  req('measurementTechnique'),
  req('sampleSize', 'sample'),
  req('sampleFrequency', 'sample'),
  req('controlMethod'),
  req('reactionPlan'),
];

/** An incoming-inspection plan has no operations, machines or process characteristics. */
const INCOMING_PLAN: readonly Requirement[] = [
  req('productCharacteristic', 'characteristic'),
  req('specialClass'),
  req('specification'),
  req('measurementTechnique'),
  req('sampleSize', 'sample'),
  req('sampleFrequency', 'sample'),
  req('controlMethod'),
  req('reactionPlan'),
];

/** cp-missing-columns: Annex A contents with no column in the plan. */
export function checkCpMissingColumns(table: CpTable, incoming: boolean): FindingDraft[] {
  const required = incoming ? INCOMING_PLAN : PROCESS_PLAN;
  const missing = required.filter((r) => !r.anyOf.some((f) => hasColumn(table, f))).map((r) => r.field);
  if (missing.length === 0) return [];
  const headerText = Object.values(table.headers).join(' | ');
  return [
    {
      ruleId: 'cp-missing-columns',
      message: message('cp-missing-columns', { columns: labels('cpField', missing) }),
      evidence: evidenceAt(table, null, headerText),
    },
  ];
}

// Columns whose empty cells are a gap. The class is empty for ordinary characteristics, product and
// process characteristics fill one or the other, and the reaction plan has its own rule.
const MUST_BE_FILLED: readonly TCpField[] = [
  'operationNumber',
  'processName',
  'machine',
  'characteristicNumber',
  'specification',
  'measurementTechnique',
  'sample',
  'sampleSize',
  'sampleFrequency',
  'controlMethod',
  'owner',
];

/**
 * cp-empty-cells: one finding per plan listing each column's empty entries and the entries with no
 * characteristic; its rows are every entry with a gap.
 */
export function checkCpEmptyCells(table: CpTable, incoming: boolean): FindingDraft[] {
  const rows = cpDataRows(table);
  const columns: TMessageItem[] = [];
  const gapRows = new Set<CpRow>();
  // An incoming plan has no operations and no machines: material is inspected as received.
  const fields = incoming
    ? MUST_BE_FILLED.filter((f) => f !== 'operationNumber' && f !== 'processName' && f !== 'machine')
    : MUST_BE_FILLED;
  for (const field of fields) {
    if (!hasColumn(table, field)) continue;
    const empty = rows.filter(
      (row) =>
        isBlank(row.values[field]) &&
        // A special characteristic without a control method is the major finding of its own rule.
        !(field === 'controlMethod' && specialSymbol(row.values.specialClass) !== null) &&
        // A receiving / incoming-inspection row of a process plan has no machine.
        !(field === 'machine' && isIncomingInspectionRow(row)),
    );
    if (empty.length === 0) continue;
    empty.forEach((row) => gapRows.add(row));
    columns.push(
      item('empty-column', {
        column: labels('cpField', [field]),
        count: empty.length,
        all: optional(empty.length === rows.length ? item('all-rows') : null),
        rows: rowParam(empty.map((r) => r.row)),
      }),
    );
  }
  const noCharacteristic = rows.filter(
    (row) =>
      isBlank(row.values.productCharacteristic) &&
      isBlank(row.values.processCharacteristic) &&
      isBlank(row.values.characteristic),
  );
  if (noCharacteristic.length > 0) {
    noCharacteristic.forEach((row) => gapRows.add(row));
    columns.push(
      item('no-characteristic', {
        count: noCharacteristic.length,
        rows: rowParam(noCharacteristic.map((r) => r.row)),
      }),
    );
  }
  const listed = rows.filter((row) => gapRows.has(row));
  const first = listed[0];
  if (first === undefined) return [];
  const label = (row: CpRow) =>
    cpCharacteristic(row) || cell(row, 'processName') || cell(row, 'specification');
  return [
    {
      ruleId: 'cp-empty-cells',
      message: message('cp-empty-cells', { count: listed.length, columns: items(columns) }),
      evidence: evidenceAt(table, first, label(first)),
      rows: rowsAt(table, listed, label),
    },
  ];
}
