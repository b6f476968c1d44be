import type { SkippedRow } from './row-kinds';

/**
 * A table after header detection and column mapping: each data row gives the text of the fields
 * the header named. The rules work on these; how a sheet became one is the mapping's business.
 */

/**
 * Control plan fields (reference §4, Annex A contents, and §6 headers).
 * @internal
 */
export const CP_FIELDS = [
  'operationNumber',
  'processName',
  'machine',
  'characteristicNumber',
  'productCharacteristic',
  'processCharacteristic',
  /** One 'Characteristic' column that does not say product or process (incoming plans). */
  'characteristic',
  'specialClass',
  'specification',
  'measurementTechnique',
  /** One 'Sample / frequency' column. */
  'sample',
  'sampleSize',
  'sampleFrequency',
  'controlMethod',
  'reactionPlan',
  'owner',
  'msaReference',
  'materialDescription',
] as const;
export type TCpField = (typeof CP_FIELDS)[number];

/** PFMEA fields (reference §6; AIAG 4th edition and AIAG-VDA layouts). */
export type TPfmeaField =
  | 'operationNumber'
  | 'processStep'
  | 'requirement'
  | 'failureMode'
  | 'effect'
  | 'severity'
  | 'specialClass'
  | 'cause'
  | 'preventionControl'
  | 'occurrence'
  | 'detectionControl'
  /** One 'Current controls' column. */
  | 'controls'
  | 'detection'
  | 'rpn'
  | 'actionPriority'
  | 'recommendedAction'
  | 'responsibility'
  | 'targetDate'
  /** One 'Responsibility & target completion date' column. */
  | 'responsibilityAndDate';

/** Process flow diagram fields. */
export type TPfdField = 'stepNumber' | 'stepName' | 'stepType';

export type TTableKind = 'control-plan' | 'pfmea' | 'process-flow';

export interface MappedRow<F extends string> {
  /** Source row number in the file (1-based). */
  readonly row: number;
  readonly values: Readonly<Partial<Record<F, string>>>;
  /**
   * Fields whose cell lies in a merge over several rows: the source row of the merge's top cell.
   * A number written once over several step names is one cell (sub-steps of one operation), not a
   * number used twice.
   */
  readonly mergedFrom?: Readonly<Partial<Record<F, number>>>;
}

export interface MappedTable<F extends string> {
  readonly documentId: string;
  readonly file: string;
  /** 'Sayfa 3' or the sheet name; null for a document-level table without either. */
  readonly sheetOrPage: string | null;
  readonly headerRow: number | null;
  /** Fields the header named, with the header cell text (quoted as evidence). */
  readonly headers: Readonly<Partial<Record<F, string>>>;
  readonly rows: readonly MappedRow<F>[];
  /** Text around the table (title block, document text): 'Incoming control plan', 'Faz' … */
  readonly context: string;
  /** The title block alone: the rows above the header, one line each (document control reads it). */
  readonly title?: string;
  /** The title block's rows as cells (label in one cell, value beside or below it). */
  readonly titleRows?: readonly (readonly string[])[];
  /** Rows under the header that are not records (totals, signatures, sections, …), with why. */
  readonly skipped?: readonly SkippedRow[];
}

export type CpTable = MappedTable<TCpField>;
export type PfmeaTable = MappedTable<TPfmeaField>;
export type PfdTable = MappedTable<TPfdField>;

/** Whether the header named `field`. */
export function hasColumn<F extends string>(table: MappedTable<F>, field: F): boolean {
  return table.headers[field] !== undefined;
}

/** The trimmed text of a field in a row ('' when absent). */
export function cell<F extends string>(row: MappedRow<F>, field: F): string {
  return (row.values[field] ?? '').trim();
}
