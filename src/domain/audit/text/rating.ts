import { parseNumber } from '../../shared/tables/cell-values';

/** A rating cell as a number, read as the importer reads it ('9', '9,0', ' 9 '); null for text or blank. */
export function parseRating(text: string | undefined): number | null {
  return parseNumber(text ?? '');
}

/** Whether a parsed rating is an integer 1-10. */
export function isValidRating(value: number | null): value is number {
  return value !== null && Number.isInteger(value) && value >= 1 && value <= 10;
}
