import { nonStandardScaleReason, type ScaleReason } from '../../fmea/import/rating-scale';
import type { TSheetGrid } from '../../fmea/import/workbook';
import type { FindingDraft } from '../finding-draft';
import { evidenceAt } from '../finding-draft';
import type { TMessageItem } from '../messages/message-contract';
import { item, message, optional } from '../messages/message-params';
import { cell, type PfmeaTable } from '../tables/mapped-table';
import { quote } from '../text/blank';
import { pfmeaDataRows } from './pfmea-rows';

const RATINGS = ['severity', 'occurrence', 'detection'] as const;

/**
 * Why a PFMEA's ratings are not on the 1-10 scale (reference §5: 1-7 and 0-100 % files exist), or
 * null: the Reverse FMEA importer's rule (a header naming another range, many values above 10, or a
 * rating-definition table 1..N elsewhere in the workbook), so both modes say the same.
 */
export function pfmeaScale(table: PfmeaTable, workbook: readonly TSheetGrid[]): ScaleReason | null {
  const headers = RATINGS.map((f) => table.headers[f]).filter((h): h is string => h !== undefined);
  const values = pfmeaDataRows(table).flatMap((row) => RATINGS.map((f) => cell(row, f)));
  return nonStandardScaleReason(headers, values, workbook);
}

/** The reason as a message item (headers and sheet names are the plant's text, quoted). */
function reasonItem(reason: ScaleReason): TMessageItem {
  switch (reason.kind) {
    case 'percent-header':
      return item('scale-percent-header', { header: quote(reason.header, 150) });
    case 'range-header':
      return item('scale-range-header', {
        from: reason.from,
        to: reason.to,
        header: quote(reason.header, 150),
      });
    case 'percent-values':
    case 'values':
      return item(reason.kind === 'values' ? 'scale-values' : 'scale-percent-values', {
        count: reason.count,
        max: reason.max,
      });
    case 'table':
      return item('scale-table', { top: reason.top, sheet: quote(reason.sheet, 100) });
  }
}

/** pfmea-scale-not-1-10: one clear finding; the rating rules and AP are then skipped for the table. */
export function scaleFinding(table: PfmeaTable, reason: ScaleReason): FindingDraft {
  return {
    ruleId: 'pfmea-scale-not-1-10',
    message: message('pfmea-scale-not-1-10', { reason: optional(reasonItem(reason)) }),
    evidence: evidenceAt(table, null, table.headers.severity ?? table.headers.detection ?? null),
  };
}
