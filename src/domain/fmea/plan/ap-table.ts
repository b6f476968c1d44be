/**
 * AIAG & VDA FMEA Handbook (2019) action priority: one letter H/M/L per severity × occurrence ×
 * detection. The handbook defines it on bands, so the table is stored (and edited) per band:
 * 5 severity bands × 5 occurrence bands, each cell four letters for the detection bands.
 * Source and cross-check: ../shared/IATF-FMEA-REFERENCE.md §1 (1000 cells compared by script).
 */

/** @internal */
export type ApLetter = 'H' | 'M' | 'L';

export interface RatingBand {
  readonly min: number;
  readonly max: number;
  /** '9-10', '1': how the handbook and the editor write it. */
  readonly label: string;
}

const band = (min: number, max: number): RatingBand => ({
  min,
  max,
  label: min === max ? String(min) : `${min}-${max}`,
});

/** Row order of the table: highest severity first, as in the handbook. */
export const AP_SEVERITY_BANDS: readonly RatingBand[] = [
  band(9, 10),
  band(7, 8),
  band(4, 6),
  band(2, 3),
  band(1, 1),
];
/** Column order: highest occurrence first. */
export const AP_OCCURRENCE_BANDS: readonly RatingBand[] = [
  band(8, 10),
  band(6, 7),
  band(4, 5),
  band(2, 3),
  band(1, 1),
];
/** Letter order inside a cell: D 7-10, 5-6, 2-4, 1. */
export const AP_DETECTION_BANDS: readonly RatingBand[] = [band(7, 10), band(5, 6), band(2, 4), band(1, 1)];

/** cells[severity band][occurrence band] = four letters (detection bands), e.g. 'HHHM'. */
export type ApCells = readonly (readonly string[])[];

/** The handbook's table, shipped as the organisation's editable default. */
export const DEFAULT_AP_CELLS: ApCells = [
  ['HHHH', 'HHHH', 'HHHM', 'HMLL', 'LLLL'],
  ['HHHH', 'HHHM', 'HMMM', 'MMLL', 'LLLL'],
  ['HHMM', 'MMML', 'MLLL', 'LLLL', 'LLLL'],
  ['MMLL', 'LLLL', 'LLLL', 'LLLL', 'LLLL'],
  ['LLLL', 'LLLL', 'LLLL', 'LLLL', 'LLLL'],
];

/** Label of the shipped table (reference §1: ship it as an editable default, labelled so). */
export const DEFAULT_AP_TABLE_LABEL = 'AIAG-VDA 2019 (varsayılan)';
/** Label once the organisation changed a cell. */
export const CUSTOM_AP_TABLE_LABEL = 'Kuruluşa özel tablo (AIAG-VDA 2019 tabanlı)';

/** Index of the band holding `rating` (1-10); -1 outside the scale. */
function bandIndex(bands: readonly RatingBand[], rating: number): number {
  return bands.findIndex((b) => rating >= b.min && rating <= b.max);
}

const CELL = /^[HML]{4}$/;

/** Whether `cells` has the table's shape: 5 × 5 cells of four H/M/L letters. */
export function isApCells(cells: unknown): cells is ApCells {
  return (
    Array.isArray(cells) &&
    cells.length === AP_SEVERITY_BANDS.length &&
    cells.every(
      (row) =>
        Array.isArray(row) &&
        row.length === AP_OCCURRENCE_BANDS.length &&
        row.every((cell) => typeof cell === 'string' && CELL.test(cell)),
    )
  );
}

/** Same letters in every cell. */
export function sameApCells(a: ApCells, b: ApCells): boolean {
  return a.every((row, s) => row.every((cell, o) => cell === b[s]?.[o]));
}

/**
 * Flat 1000-letter lookup, index (S-1)·100 + (O-1)·10 + (D-1): the plan engine reads it once per
 * row, so a 10 000-row plan does no band search.
 * @internal
 */
export function expandApCells(cells: ApCells): Uint8Array {
  const codes = new Uint8Array(1000);
  for (let s = 1; s <= 10; s++) {
    const row = cells[bandIndex(AP_SEVERITY_BANDS, s)];
    for (let o = 1; o <= 10; o++) {
      const cell = row?.[bandIndex(AP_OCCURRENCE_BANDS, o)] ?? 'LLLL';
      for (let d = 1; d <= 10; d++) {
        const letter = cell[bandIndex(AP_DETECTION_BANDS, d)];
        codes[(s - 1) * 100 + (o - 1) * 10 + (d - 1)] = letter === 'H' ? 0 : letter === 'M' ? 1 : 2;
      }
    }
  }
  return codes;
}

const LETTER_OF_CODE: readonly ApLetter[] = ['H', 'M', 'L'];

/** A compiled table: the action priority of any S, O, D (1-10 integers). */
export interface ApLookup {
  (severity: number, occurrence: number, detection: number): ApLetter;
}

/** Compiles an AP table into a constant-time lookup. */
export function apLookup(cells: ApCells = DEFAULT_AP_CELLS): ApLookup {
  const codes = expandApCells(cells);
  return (s, o, d) => LETTER_OF_CODE[codes[(s - 1) * 100 + (o - 1) * 10 + (d - 1)] ?? 2] ?? 'L';
}
