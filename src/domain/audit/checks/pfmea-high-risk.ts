import type { FindingDraft } from '../finding-draft';
import { evidenceAt, rowsAt } from '../finding-draft';
import type { TFindingWord } from '../messages/vocabulary-tr';
import { item, items, labels, message } from '../messages/message-params';
import type { PfmeaTable } from '../tables/mapped-table';
import { isBlank } from '../text/blank';
import { isValidRating } from '../text/rating';
import type { CheckContext } from './check-context';
import { actionFinder } from './pfmea-actions';
import {
  dueDateOf,
  ownerOf,
  type PfmeaRow,
  pfmeaLabel,
  type Ratings,
  ratingsOf,
  validRatings,
} from './pfmea-rows';

/** Whether a row is high risk: S 9-10, or AP H from the organisation's AP table. */
export function isHighRisk(r: Ratings, ctx: CheckContext): boolean {
  return (isValidRating(r.s) && r.s >= 9) || (validRatings(r) && ctx.ap(r.s, r.o, r.d) === 'H');
}

/**
 * pfmea-high-risk-without-action: a row with S 9-10, or AP H from the AIAG-VDA table, that lacks a
 * recommended action, an owner or a due date (reference §5.8). One finding per table.
 */
export function checkPfmeaHighRisk(
  table: PfmeaTable,
  rows: readonly PfmeaRow[],
  ctx: CheckContext,
  actionTables: readonly PfmeaTable[] = [],
): FindingDraft[] {
  const actionOf = actionFinder(actionTables);
  const gaps = rows.flatMap((row) => {
    const r = ratingsOf(row);
    const severe = isValidRating(r.s) && r.s >= 9;
    const apHigh = validRatings(r) && ctx.ap(r.s, r.o, r.d) === 'H';
    if (!severe && !apHigh) return [];
    // AIAG-VDA workbooks keep the actions on their own sheet (step 6), keyed by failure mode.
    const elsewhere = isBlank(row.values.recommendedAction) ? actionOf(row) : null;
    const source = elsewhere ?? row;
    const missing = [
      isBlank(source.values.recommendedAction) ? 'action' : null,
      isBlank(ownerOf(source)) ? 'owner' : null,
      isBlank(dueDateOf(source)) ? 'dueDate' : null,
    ].filter((m): m is TFindingWord => m !== null);
    if (missing.length === 0) return [];
    const why = [severe ? `S=${r.s}` : null, apHigh ? 'AP=H' : null].filter(Boolean).join(', ');
    return [{ row, text: item('high-risk-row', { row: row.row, why, missing: labels('word', missing) }) }];
  });
  const first = gaps[0];
  if (first === undefined) return [];
  return [
    {
      ruleId: 'pfmea-high-risk-without-action',
      message: message('pfmea-high-risk-without-action', {
        count: gaps.length,
        rows: items(gaps.map((g) => g.text)),
      }),
      evidence: evidenceAt(table, first.row, pfmeaLabel(first.row)),
      rows: rowsAt(
        table,
        gaps.map((g) => g.row),
        pfmeaLabel,
      ),
    },
  ];
}
