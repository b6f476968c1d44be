/** One editable row of the 'Manuel FMEA' table (spec §3.1 FMEA row without the computed RPN). */
export interface ManualRow {
  /** Local key for React and focus; not sent. */
  key: string;
  processStep: string;
  potentialFailure: string;
  effects: string;
  severity: number;
  causes: string;
  /** Null: not rated yet (a stored row with its 'eksik derecelendirme' flag); it may be saved so. */
  occurrence: number | null;
  controls: string;
  detection: number | null;
}

export const RATINGS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
/** Spec §9: a new row starts at 5 × 5 × 5 = 125. */
const NEW_ROW_RATING = 5;

let counter = 0;
const nextKey = () => `row-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export function newManualRow(): ManualRow {
  return {
    key: nextKey(),
    processStep: '',
    potentialFailure: '',
    effects: '',
    severity: NEW_ROW_RATING,
    causes: '',
    occurrence: NEW_ROW_RATING,
    controls: '',
    detection: NEW_ROW_RATING,
  };
}

/** Rows loaded from a stored FMEA get local keys. */
export function toManualRows(rows: readonly Omit<ManualRow, 'key'>[]): ManualRow[] {
  return rows.map((row) => ({ ...row, key: nextKey() }));
}

/** RPN = S × O × D (spec §3.1), recomputed whenever one of the three changes; null while O or D is missing. */
export const rowRpn = (row: Pick<ManualRow, 'severity' | 'occurrence' | 'detection'>): number | null =>
  row.occurrence === null || row.detection === null ? null : row.severity * row.occurrence * row.detection;

/** A row is worth analysing when it names at least the failure or the process step. */
export const isFilled = (row: ManualRow) =>
  row.potentialFailure.trim() !== '' || row.processStep.trim() !== '';
