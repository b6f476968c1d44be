import { type TSkipKind } from '../../shared/tables/skip-rows';
import { parseOperation } from '../text/operation-key';

/**
 * Rows of a plant table that are not records (issue 19): the shared kinds (subtotals, totals,
 * signatures, section titles; `domain/shared/tables/skip-rows.ts`, one word list for the FMEA import
 * and the auditor), plus what only the audit meets: a page header repeated under the header and the
 * continuation rows of a merged record.
 */
type TSkipReason = TSkipKind | 'sub-header' | 'continuation';

export interface SkippedRow {
  /** Source row (1-based). */
  readonly row: number;
  readonly reason: TSkipReason;
  /** The row's first text, for the reader ('Ara Toplam', 'Hazırlayan: …'). */
  readonly text: string;
}

/**
 * A section title's operation split into its number and name ('OP 30 - KESME' → 30, 'KESME'), as
 * the audit's rows compare them; a title without a number is all name.
 */
export function sectionNumberAndName(text: string): { number: string; name: string } {
  const parsed = parseOperation(text);
  return parsed.keys.length === 0
    ? { number: '', name: text.trim() }
    : { number: parsed.keys.join(', '), name: parsed.rest };
}
