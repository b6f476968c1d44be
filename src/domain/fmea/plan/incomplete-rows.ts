import type { TFmeaRow, TMissingRating, TPlanExcludedRow } from '../contract';

/** The flag a row without O or D carries on every screen (issue 23 §6). */
const INCOMPLETE_LABEL = 'Eksik derecelendirme';

const RATING_NAMES: Readonly<Record<TMissingRating, string>> = {
  occurrence: 'O (olasılık)',
  detection: 'D (tespit)',
};

/** A row whose S, O and D are all known: the only kind the plan rules read. */
export type RatedFmeaRow = TFmeaRow & { occurrence: number; detection: number; rpn: number };

/** Which of O and D a row lacks, in that order; empty for a complete row. */
export function missingRatings(row: {
  occurrence: number | null;
  detection: number | null;
}): TMissingRating[] {
  const missing: TMissingRating[] = [];
  if (row.occurrence === null) missing.push('occurrence');
  if (row.detection === null) missing.push('detection');
  return missing;
}

/** Whether the plan can rate this row (O and D present). */
export function isRated(row: TFmeaRow): row is RatedFmeaRow {
  return row.occurrence !== null && row.detection !== null;
}

/**
 * Why a row is kept out of the plan, in Turkish: 'Eksik derecelendirme: O (olasılık) ve D (tespit) girilmemiş; …'.
 * @internal
 */
export function exclusionReason(missing: readonly TMissingRating[]): string {
  const names = missing.map((field) => RATING_NAMES[field]).join(' ve ');
  return `${INCOMPLETE_LABEL}: ${names} girilmemiş; satır tamamlanınca (FMEA’yı düzenleyip) plana alınır.`;
}

/** The rows the plan leaves out, with their reason, in the FMEA's order. */
export function excludedRows(rows: readonly TFmeaRow[]): TPlanExcludedRow[] {
  const excluded: TPlanExcludedRow[] = [];
  for (const row of rows) {
    const missing = missingRatings(row);
    if (missing.length === 0) continue;
    excluded.push({
      rowId: row.id,
      processStep: row.processStep,
      potentialFailure: row.potentialFailure,
      missing,
      reason: exclusionReason(missing),
    });
  }
  return excluded;
}
