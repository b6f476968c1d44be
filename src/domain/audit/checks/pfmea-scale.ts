import { detectNonStandardScale } from '../../fmea/import/rating-scale';
import type { TSheetGrid } from '../../fmea/import/workbook';
import type { FindingDraft } from '../finding-draft';
import { evidenceAt } from '../finding-draft';
import { cell, type PfmeaTable } from '../tables/mapped-table';
import { quote } from '../text/blank';
import { pfmeaDataRows } from './pfmea-rows';

const RATINGS = ['severity', 'occurrence', 'detection'] as const;

/**
 * Why a PFMEA's ratings are not on the 1-10 scale (reference §5: 1-7 and 0-100 % files exist), or
 * null: the Reverse FMEA importer's rule (a header naming another range, many values above 10, or a
 * rating-definition table 1..N elsewhere in the workbook), so both modes say the same.
 */
export function pfmeaScale(table: PfmeaTable, workbook: readonly TSheetGrid[]): string | null {
  const headers = RATINGS.map((f) => table.headers[f]).filter((h): h is string => h !== undefined);
  const values = pfmeaDataRows(table).flatMap((row) => RATINGS.map((f) => cell(row, f)));
  return detectNonStandardScale(headers, values, workbook);
}

/** pfmea-scale-not-1-10: one clear finding; the rating rules and AP are then skipped for the table. */
export function scaleFinding(table: PfmeaTable, reason: string): FindingDraft {
  return {
    ruleId: 'pfmea-scale-not-1-10',
    description:
      `PFMEA derecelendirmeleri 1-10 ölçeğinde değil (${quote(reason, 200)}). ` +
      'AIAG-VDA AP tablosu yalnızca 1-10 ölçeğinde uygulanır; bu tabloda AP, RPN ve S/O/D kuralları uygulanmadı.',
    recommendation: 'Şiddet, olasılık ve tespit değerlerini 1-10 ölçeğine göre yeniden derecelendirin.',
    evidence: evidenceAt(table, null, table.headers.severity ?? table.headers.detection ?? null),
  };
}
