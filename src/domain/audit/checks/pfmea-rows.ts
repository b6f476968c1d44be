import { cell, type MappedRow, type PfmeaTable, type TPfmeaField } from '../tables/mapped-table';
import { isBlank } from '../text/blank';
import { isValidRating, parseRating } from '../text/rating';

export type PfmeaRow = MappedRow<TPfmeaField>;

/** Rows that analyse something: a failure mode, a cause or a rating. */
export function pfmeaDataRows(table: PfmeaTable): PfmeaRow[] {
  return table.rows.filter(
    (row) =>
      !isBlank(row.values.failureMode) ||
      !isBlank(row.values.cause) ||
      !isBlank(row.values.severity) ||
      !isBlank(row.values.effect),
  );
}

export interface Ratings {
  readonly s: number | null;
  readonly o: number | null;
  readonly d: number | null;
}

export function ratingsOf(row: PfmeaRow): Ratings {
  return {
    s: parseRating(row.values.severity),
    o: parseRating(row.values.occurrence),
    d: parseRating(row.values.detection),
  };
}

/** S, O and D all integers 1-10. */
export function validRatings(r: Ratings): r is { s: number; o: number; d: number } {
  return isValidRating(r.s) && isValidRating(r.o) && isValidRating(r.d);
}

/** What a row is about, for quoting: failure mode, else the step. */
export function pfmeaLabel(row: PfmeaRow): string {
  return cell(row, 'failureMode') || cell(row, 'processStep') || cell(row, 'cause');
}

/** The owner text of a row (its own column or the combined owner-and-date column). */
export function ownerOf(row: PfmeaRow): string {
  return cell(row, 'responsibility') || cell(row, 'responsibilityAndDate');
}

// A date in the combined owner/date cell: 18.04.2022, 16/7/2021, 2024-05-01, or a month name.
const DATE_IN_TEXT =
  /(\d{1,2}[./-]\d{1,2}[./-]\d{2,4})|(\d{4}-\d{1,2}-\d{1,2})|\b(oca|sub|şub|mar|nis|may|haz|tem|agu|ağu|eyl|eki|kas|ara|jan|feb|apr|jun|jul|aug|sep|oct|nov|dec)[a-zçğıöşü]*\.?\s*\d{2,4}/i;

/** The due-date text of a row; from the combined column only when it holds something date-like. */
export function dueDateOf(row: PfmeaRow): string {
  const own = cell(row, 'targetDate');
  if (own) return own;
  const combined = cell(row, 'responsibilityAndDate');
  return DATE_IN_TEXT.test(combined) ? combined : '';
}
