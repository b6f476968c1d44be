import { foldTurkish } from '../../shared/turkish-text';
import { parseOperation } from '../text/operation-key';

/**
 * Rows of a plant table that are not records (issue 19): totals, signatures, section titles,
 * sub-headings and the continuation rows of a merged record. Kept small and local to the audit: the
 * FMEA import classifies skip rows in `domain/shared/tables` on another branch; the lead unifies.
 */
export const SKIP_REASONS = ['total', 'signature', 'section', 'sub-header', 'continuation'] as const;
export type TSkipReason = (typeof SKIP_REASONS)[number];

export interface SkippedRow {
  /** Source row (1-based). */
  readonly row: number;
  readonly reason: TSkipReason;
  /** The row's first text, for the reader ('Ara Toplam', 'Hazırlayan: …'). */
  readonly text: string;
}

// Folded (tr-TR, no accents). A cell that *is* one of these, or starts with one followed by ':'.
const TOTAL_WORDS = ['ara toplam', 'genel toplam', 'toplam', 'subtotal', 'sub total', 'grand total', 'total'];
// Signature words that may be followed by a name ('Prepared by J. Smith').
const SIGNED_BY = ['prepared by', 'approved by', 'reviewed by', 'checked by'];
// Signature words that are a label only alone or before ':' ('Hazırlayan: …'); 'İmza kontrolü' is data.
const SIGNATURE_LABELS = [
  'hazirlayan',
  'hazirlayanlar',
  'onaylayan',
  'kontrol eden',
  'inceleyen',
  'imza',
  'signature',
];
// A total may name what it sums: 'Toplam RPN', 'Total RÖS'.
const TOTAL_TAIL = /^(?:rpn|ros|rpn degeri|puan|adet|sayi|satir)?$/;

function startsWithWord(folded: string, words: readonly string[]): string | null {
  for (const word of words) {
    if (folded === word) return '';
    if (folded.startsWith(word) && /^[\s:.\-–]/.test(folded.slice(word.length))) {
      return folded
        .slice(word.length)
        .replace(/^[\s:.\-–]+/, '')
        .trim();
    }
  }
  return null;
}

/** 'Ara Toplam', 'Toplam RPN:', 'Hazırlayan: A. Yılmaz', 'Approved by' → its reason; data → null. */
export function footerReason(firstText: string): 'total' | 'signature' | null {
  const folded = foldTurkish(firstText.replace(/\s+/g, ' ').trim());
  const total = startsWithWord(folded, TOTAL_WORDS);
  if (total !== null && TOTAL_TAIL.test(total.replace(/[:\s]+$/, ''))) return 'total';
  if (startsWithWord(folded, SIGNED_BY) !== null) return 'signature';
  const label = SIGNATURE_LABELS.find((word) => folded === word || folded.startsWith(word));
  if (label !== undefined && /^\s*(?:$|[:/])/.test(folded.slice(label.length))) return 'signature';
  return null;
}

/** A section title that names an operation ('OP 30 - KESME', '30 Kesme Hattı'): its number and name. */
export function sectionOperation(text: string): { number: string; name: string } {
  const parsed = parseOperation(text);
  return parsed.keys.length === 0
    ? { number: '', name: text.trim() }
    : { number: parsed.keys.join(', '), name: parsed.rest };
}
