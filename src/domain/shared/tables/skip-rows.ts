import { foldTurkish } from '../turkish-text';
import { cleanCellText, parseNumber } from './cell-values';

/**
 * Rows inside a plant's table that are never data: subtotals, totals, signatures and section titles.
 * Feature-neutral: the FMEA import and the auditor read the same tables with these words; the reason
 * codes are translated by the screens, the Turkish text is the fallback.
 */
export type TSkipKind = 'subtotal' | 'total' | 'signature' | 'section';

export const SKIP_KIND_REASONS: Record<TSkipKind, string> = {
  subtotal: 'Ara toplam satırı; veri değil',
  total: 'Toplam satırı; veri değil',
  signature: 'Alt bilgi / imza satırı (Hazırlayan, Onaylayan, Sayfa x / y)',
  section: 'Bölüm başlığı satırı; veri değil',
};

// The whole cell is the word, maybe followed by what it sums ('Toplam RPN', 'Total RÖS', 'Toplam
// adet') and a qualifier after ':' or '(': 'Total length short' is a failure mode, 'Toplam RPN:'
// and 'Ara Toplam (OP 20)' are not data.
const QUALIFIER = String.raw`(?:[\s.\-–]+(?:rpn degeri|rpn|ros|puan|adet|sayi|satir))?(?:\s*[:(].*)?$`;
const SUBTOTAL = new RegExp(String.raw`^(?:ara ?toplam|sub ?-?total)` + QUALIFIER);
const TOTAL = new RegExp(String.raw`^(?:genel toplam|toplam|grand total|total|totals)` + QUALIFIER);
// 'Prepared by' may be followed by a name; the page line stands anywhere in the cell.
const SIGNED_BY =
  /\b(?:prepared by|approved by|reviewed by|checked by|page \d+ (?:of|\/) ?\d+|sayfa \d+ ?(?:\/|of) ?\d+)\b/;
// A label only alone or before ':' or '/' ('Hazırlayan: A. Yılmaz', 'Kontrol Eden / Checked by'):
// 'İmza kontrolü' and 'Onaylayan operatör yok' are data.
const SIGNATURE_LABEL =
  /(?:^|[^\p{L}\p{N}])(?:hazirlayanlar|hazirlayan|onaylayan|kontrol eden|inceleyen|imza|signature)\s*(?:$|[:/])/u;

const folded = (text: string) => foldTurkish(cleanCellText(text)).replace(/\s+/g, ' ');

function totalWord(text: string): 'subtotal' | 'total' | null {
  const f = folded(text).replace(/[:.]+$/, '');
  if (SUBTOTAL.test(f)) return 'subtotal';
  if (TOTAL.test(f)) return 'total';
  return null;
}

/**
 * A subtotal/total row: its first own text cell starts with the word, and it holds no other words
 * or stands first in the row (a total's label column may carry a note beside it).
 */
function totalKind(own: readonly string[]): 'subtotal' | 'total' | null {
  const words = own.filter((t) => parseNumber(t) === null);
  if (words.length === 0) return null;
  if (words.length > 1 && words[0] !== own[0]) return null;
  return totalWord(words[0]!);
}

/** One signature, 'Prepared by' or 'Page x of y' cell. */
function isSignatureCell(text: string): boolean {
  const f = folded(text);
  return SIGNED_BY.test(f) || SIGNATURE_LABEL.test(f);
}

/** Signature, 'Prepared by' and 'Page x of y' lines (they carry no ratings). */
function isSignatureRow(own: readonly string[]): boolean {
  return own.some(isSignatureCell);
}

/**
 * Why a row is not data, or null. `own` is the row's own non-empty cells (merge continuations left
 * out); `dataCells` the cells of the columns that only data rows fill (ratings): a section title
 * leaves them blank. A row that starts with a signature label is a footer even beside numbers; a
 * label further along only in a row without ratings. A section row is one text on its own (merged
 * across the table or not).
 */
export function skipKind(own: readonly string[], dataCells: readonly string[]): TSkipKind | null {
  if (own.length === 0) return null;
  const total = totalKind(own);
  if (total) return total;
  const rated = dataCells.some((c) => parseNumber(c) !== null);
  if (isSignatureCell(own[0]!) || (!rated && isSignatureRow(own))) return 'signature';
  if (!rated && own.length === 1 && parseNumber(own[0]!) === null) return 'section';
  return null;
}

const OPERATION_WORDS =
  /^(?:op|opn|operasyon|operation|islem|istasyon|station|proses adimi|process step|adim|step|proses|process)\b\.?\s*(?:no\.?\s*)?[:\-–]?\s*\d+/;
const OPERATION_NUMBER = /^\d{1,4}\s*[-–:.)]\s*\p{L}/u;

/**
 * The operation a section title names ('OP 20 - Kaynak', 'Operasyon 30: Boyama', '40 - Montaj'),
 * or null for another section title ('Bölüm A'); the name is the title as written, without a
 * trailing colon.
 */
export function sectionOperation(title: string): string | null {
  const text = cleanCellText(title).replace(/[:\s]+$/, '');
  const f = folded(text);
  if (OPERATION_WORDS.test(f) || OPERATION_NUMBER.test(f)) return text;
  return null;
}

/**
 * Where a row's lone text stands: a column whose lone text is a record with its other cells
 * missing (failure mode, cause, characteristic…: 'row-text'), a key column that names the
 * operation or step ('key'), another column of the table ('other') or right of it ('outside').
 */
type TLoneTextPlace = 'row-text' | 'key' | 'other' | 'outside';

export interface LoneTextRow {
  /** The text, alone in its row (skipKind said 'section': no rating beside it). */
  readonly text: string;
  /** It spreads over several of the table's columns (a merge across, or one text repeated). */
  readonly spread: boolean;
  readonly place: TLoneTextPlace;
  /**
   * The table's steps are rows themselves (a process flow): a lone step name or '10 - Kaynak' in
   * its key columns is a step, never a section; only a text spread over the row is one.
   */
  readonly stepsAreRows?: boolean;
}

/**
 * Whether a row holding one text only is a section title (one rule for the FMEA import and the
 * auditor): spread over the table's columns; or standing in a key column or a column that holds
 * no per-row text; or naming an operation ('OP 20 - Kaynak') anywhere. A lone text in a failure,
 * cause or characteristic column is a record whose other cells are missing (the review and the
 * audit flag them), and one right of the table is a note.
 */
export function isSectionTitle(row: LoneTextRow): boolean {
  if (row.spread) return true;
  if (row.stepsAreRows) return row.place === 'other';
  if (row.place === 'key' || row.place === 'other') return true;
  return sectionOperation(row.text) !== null;
}
