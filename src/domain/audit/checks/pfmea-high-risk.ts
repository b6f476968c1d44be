import type { FindingDraft } from '../finding-draft';
import { evidenceAt } from '../finding-draft';
import type { PfmeaTable } from '../tables/mapped-table';
import { isBlank } from '../text/blank';
import { isValidRating } from '../text/rating';
import type { CheckContext } from './check-context';
import { actionFinder } from './pfmea-actions';
import { dueDateOf, ownerOf, type PfmeaRow, pfmeaLabel, ratingsOf, validRatings } from './pfmea-rows';

const MAX_LISTED = 12;

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
      isBlank(source.values.recommendedAction) ? 'aksiyon' : null,
      isBlank(ownerOf(source)) ? 'sorumlu' : null,
      isBlank(dueDateOf(source)) ? 'termin' : null,
    ].filter((m): m is string => m !== null);
    if (missing.length === 0) return [];
    const why = [severe ? `S=${r.s}` : null, apHigh ? 'AP=H' : null].filter(Boolean).join(', ');
    return [{ row, text: `satır ${row.row} (${why}; eksik: ${missing.join(', ')})` }];
  });
  const first = gaps[0];
  if (first === undefined) return [];
  const shown = gaps
    .slice(0, MAX_LISTED)
    .map((g) => g.text)
    .join('; ');
  const more = gaps.length > MAX_LISTED ? `; ve ${gaps.length - MAX_LISTED} satır daha` : '';
  return [
    {
      ruleId: 'pfmea-high-risk-without-action',
      description: `Şiddeti 9-10 veya AP’si H olan ${gaps.length} satırda önerilen aksiyon, sorumlu veya termin eksik: ${shown}${more}.`,
      recommendation:
        'Her yüksek riskli satır için önleme veya tespiti iyileştiren bir aksiyon, bir sorumlu ve bir termin belirleyin; mevcut kontroller yeterliyse gerekçesini kayda geçirin.',
      evidence: evidenceAt(table, first.row, pfmeaLabel(first.row)),
    },
  ];
}
