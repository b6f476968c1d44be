import { cleanCellText, isExcelError, parseNumber } from './cell-values';

/**
 * What a table column holds, read from its data cells rather than its heading:
 * - `rating`: mostly whole numbers 1-10 (S, O, D and their revised values);
 * - `number`: mostly numbers, not ratings (RPN, operation numbers 10/20/30, 0-100 % scales);
 * - `text`: mostly words (failure modes, causes, controls, owners);
 * - `empty`: no data (an unused revised-rating column).
 */
export type TColumnKind = 'empty' | 'rating' | 'number' | 'text';

/** Share of the filled cells that must be ratings (numbers) for a rating (number) column. */
const RATING_SHARE = 0.5;
const NUMBER_SHARE = 0.5;
/** Placeholders plants write in a rating cell that is not rated yet; they count as empty. */
const PLACEHOLDER = /^(?:-+|–|—|n\/?a|yok|\?|x|\*)$/i;

/**
 * Kind of one cell: blank, placeholder and Excel errors are empty.
 * @internal
 */
export function cellKind(raw: string): TColumnKind {
  const text = cleanCellText(raw);
  if (text === '' || PLACEHOLDER.test(text) || isExcelError(text)) return 'empty';
  const n = parseNumber(text);
  if (n === null) return 'text';
  return Number.isInteger(n) && n >= 1 && n <= 10 ? 'rating' : 'number';
}

/** Kind of a column from its data cells (a few header or subtotal cells do not change it). */
export function columnKind(cells: Iterable<string>): TColumnKind {
  let filled = 0;
  let ratings = 0;
  let numbers = 0;
  for (const cell of cells) {
    const kind = cellKind(cell);
    if (kind === 'empty') continue;
    filled++;
    if (kind === 'rating') ratings++;
    if (kind !== 'text') numbers++;
  }
  if (filled === 0) return 'empty';
  if (ratings >= RATING_SHARE * filled) return 'rating';
  if (numbers >= NUMBER_SHARE * filled) return 'number';
  return 'text';
}

/** The kinds of content a field accepts: a text field never takes a rating column, nor a rating field a text one. */
export type TFieldContent = 'rating' | 'number' | 'text' | 'any';

/** Whether a column of `kind` may hold a field of `content`. */
export function kindFits(content: TFieldContent, kind: TColumnKind | undefined): boolean {
  if (kind === undefined || kind === 'empty' || content === 'any') return true;
  if (content === 'rating') return kind === 'rating' || kind === 'number';
  if (content === 'number') return kind !== 'text';
  return kind === 'text';
}
