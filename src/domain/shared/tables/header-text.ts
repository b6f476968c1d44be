import { foldTurkish } from '../turkish-text';
import { cleanCellText } from './cell-values';

// Header words of a plant table, read the same way by the FMEA import and the auditor.

// Marks count as word characters so a decomposed letter never splits a word.
const NON_WORD = /[^\p{L}\p{M}\p{N}]+/u;
// 'FailureMode' → 'Failure Mode' (CSV headers written in CamelCase).
const CAMEL = /(\p{Ll})(\p{Lu})/gu;

/** Header text → folded tokens (tr-TR rules, Turkish letters to ASCII): 'Şiddet (S)' → ['siddet', 's']. */
export function headerTokens(text: string): string[] {
  return foldTurkish(text.replace(CAMEL, '$1 $2'))
    .split(NON_WORD)
    .filter((t) => t.length > 0);
}

/**
 * Combines the cells of one column over the header rows: empty and repeated pieces (forward-filled
 * merges) dropped, and single letters written one per row joined ('S','e','v' → 'Sev').
 */
export function combineHeaderPieces(cells: readonly string[]): string[] {
  const pieces: string[] = [];
  let letters = '';
  const flush = () => {
    if (letters) pieces.push(letters);
    letters = '';
  };
  for (const raw of cells) {
    const text = cleanCellText(raw).replace(/\n/g, ' ');
    if (text === '' || text === pieces.at(-1)) continue;
    if (text.length === 1 && /\p{L}/u.test(text)) {
      letters += text;
      continue;
    }
    flush();
    if (text !== pieces.at(-1)) pieces.push(text);
  }
  flush();
  return pieces;
}
