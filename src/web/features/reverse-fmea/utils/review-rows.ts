import type { TFmeaRowInput } from '../../../../domain/fmea/contract';
import type { TImportedFmeaRow } from '../../../../domain/fmea/import/contract';

export type RatingField = 'severity' | 'occurrence' | 'detection';
export const RATING_FIELDS: readonly RatingField[] = ['severity', 'occurrence', 'detection'];

/** The user's in-place fixes: source row → the ratings chosen in the review. */
export type RatingFixes = ReadonlyMap<number, Partial<Record<RatingField, number>>>;

/** A row as the review shows it: the file's values with the user's fixes applied, RPN recomputed. */
export interface ReviewRow extends TImportedFmeaRow {
  /** Fields whose file value was invalid and are still not fixed. */
  invalid: RatingField[];
  /** The file's RPN differs from S × O × D (shown beside it). */
  rpnDiffers: boolean;
}

export function reviewRows(rows: readonly TImportedFmeaRow[], fixes: RatingFixes): ReviewRow[] {
  return rows.map((row) => {
    const fix = fixes.get(row.sourceRow) ?? {};
    const severity = fix.severity ?? row.severity;
    const occurrence = fix.occurrence ?? row.occurrence;
    const detection = fix.detection ?? row.detection;
    const ratings = { severity, occurrence, detection };
    const invalid = RATING_FIELDS.filter((f) => ratings[f] === null);
    const rpn =
      severity !== null && occurrence !== null && detection !== null
        ? severity * occurrence * detection
        : null;
    const rpnDiffers = row.fileRpn !== null && rpn !== null && Math.round(row.fileRpn) !== rpn;
    return { ...row, severity, occurrence, detection, rpn, invalid, rpnDiffers };
  });
}

/** The rows POST /api/fmeas takes; only called once every rating is valid. */
export function toFmeaRows(rows: readonly ReviewRow[]): TFmeaRowInput[] {
  return rows.map((row) => ({
    processStep: row.processStep,
    potentialFailure: row.potentialFailure,
    effects: row.effects,
    severity: row.severity ?? 0,
    causes: row.causes,
    occurrence: row.occurrence ?? 0,
    controls: row.controls,
    preventionControls: row.preventionControls,
    detectionControls: row.detectionControls,
    detection: row.detection ?? 0,
    sourceRow: row.sourceRow,
    processItem: row.processItem,
    workElement: row.workElement,
    specialClass: row.specialClass,
    recommendedAction: row.recommendedAction,
    responsible: row.responsible,
    targetDate: row.targetDate,
    actionTaken: row.actionTaken,
    fileAp: row.fileAp,
    revised: row.revised && {
      severity: row.revised.severity,
      occurrence: row.revised.occurrence,
      detection: row.revised.detection,
    },
  }));
}
