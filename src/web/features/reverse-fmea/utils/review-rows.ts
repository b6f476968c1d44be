import type { TFmeaRowInput } from '../../../../domain/fmea/contract';
import type { TImportedFmeaRow } from '../../../../domain/fmea/import/contract';

export type RatingField = 'severity' | 'occurrence' | 'detection';
const RATING_FIELDS: readonly RatingField[] = ['severity', 'occurrence', 'detection'];

/** The user's in-place fixes: source row → the ratings chosen in the review. */
export type RatingFixes = ReadonlyMap<number, Partial<Record<RatingField, number>>>;

/** A row as the review shows it: the file's values with the user's fixes applied, RPN recomputed. */
export interface ReviewRow extends TImportedFmeaRow {
  /** Fields whose file value was invalid and are still not fixed (these block saving). */
  invalid: RatingField[];
  /**
   * O or D left blank in the file and not chosen here: the row is saved with its 'eksik
   * derecelendirme' flag and kept out of the plan (issue 23 §6), never blocking the others.
   */
  incomplete: RatingField[];
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
    // S is needed to place a row at all; a blank O or D only waits, a wrong value must be fixed
    const blank = (f: RatingField) =>
      f !== 'severity' && !row.issues.some((i) => i.field === f && i.code !== 'blank');
    const unrated = RATING_FIELDS.filter((f) => ratings[f] === null);
    const invalid = unrated.filter((f) => !blank(f));
    const incomplete = unrated.filter(blank);
    const rpn =
      severity !== null && occurrence !== null && detection !== null
        ? severity * occurrence * detection
        : null;
    const rpnDiffers = row.fileRpn !== null && rpn !== null && Math.round(row.fileRpn) !== rpn;
    return { ...row, severity, occurrence, detection, rpn, invalid, incomplete, rpnDiffers };
  });
}

/** The rows POST /api/fmeas takes; only called once no rating is invalid (a blank O/D is sent as null). */
export function toFmeaRows(rows: readonly ReviewRow[]): TFmeaRowInput[] {
  return rows.map((row) => ({
    processStep: row.processStep,
    potentialFailure: row.potentialFailure,
    effects: row.effects,
    severity: row.severity ?? 0,
    causes: row.causes,
    occurrence: row.occurrence,
    controls: row.controls,
    preventionControls: row.preventionControls,
    detectionControls: row.detectionControls,
    detection: row.detection,
    sourceRow: row.sourceRow,
    processItem: row.processItem,
    workElement: row.workElement,
    specialClass: row.specialClass,
    characteristic: row.characteristic,
    specification: row.specification,
    sampleSize: row.sampleSize,
    sampleFrequency: row.sampleFrequency,
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
