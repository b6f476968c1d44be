import { parseActionPriority } from '../../fmea/import/fmea-row';
import type { FindingDraft } from '../finding-draft';
import { evidenceAt } from '../finding-draft';
import { cell, hasColumn, type PfmeaTable } from '../tables/mapped-table';
import { item, items, message, rows as rowParam } from '../messages/message-params';
import { isBlank, quote } from '../text/blank';
import { parseRating } from '../text/rating';
import type { CheckContext } from './check-context';
import { actionFinder } from './pfmea-actions';
import { type PfmeaRow, pfmeaLabel, ratingsOf, validRatings } from './pfmea-rows';

/** pfmea-invalid-rating: S, O or D empty, not a number or outside 1-10 in a row that analyses a failure. */
export function checkPfmeaInvalidRatings(table: PfmeaTable, rows: readonly PfmeaRow[]): FindingDraft[] {
  const fields = (['severity', 'occurrence', 'detection'] as const).filter((f) => hasColumn(table, f));
  const letters = { severity: 'S', occurrence: 'O', detection: 'D' } as const;
  const bad = rows.flatMap((row) => {
    const problems = fields.flatMap((field) => {
      const text = cell(row, field);
      const value = parseRating(text);
      if (value !== null && Number.isInteger(value) && value >= 1 && value <= 10) return [];
      const letter = letters[field];
      return [
        text === ''
          ? item('rating-empty', { letter })
          : item('rating-value', { letter, text: quote(text, 20) }),
      ];
    });
    return problems.length === 0 ? [] : [{ row, problems }];
  });
  const first = bad[0];
  if (first === undefined) return [];
  return [
    {
      ruleId: 'pfmea-invalid-rating',
      message: message('pfmea-invalid-rating', {
        count: bad.length,
        rows: items(
          bad.map((b) =>
            item('invalid-rating-row', { row: b.row.row, problems: items(b.problems, 'comma') }),
          ),
        ),
      }),
      evidence: evidenceAt(table, first.row, pfmeaLabel(first.row)),
    },
  ];
}

/** pfmea-rpn-mismatch: a written RPN that is not S×O×D. */
export function checkPfmeaRpn(table: PfmeaTable, rows: readonly PfmeaRow[]): FindingDraft[] {
  if (!hasColumn(table, 'rpn')) return [];
  const bad = rows.flatMap((row) => {
    const r = ratingsOf(row);
    const rpn = parseRating(row.values.rpn);
    if (!validRatings(r) || rpn === null) return [];
    const expected = r.s * r.o * r.d;
    return rpn === expected ? [] : [{ row, rpn, expected }];
  });
  const first = bad[0];
  if (first === undefined) return [];
  return [
    {
      ruleId: 'pfmea-rpn-mismatch',
      message: message('pfmea-rpn-mismatch', {
        count: bad.length,
        rows: items(bad.map((b) => item('rpn-row', { row: b.row.row, rpn: b.rpn, expected: b.expected }))),
      }),
      evidence: evidenceAt(table, first.row, cell(first.row, 'rpn')),
    },
  ];
}

/** pfmea-ap-mismatch: a written AP that the AIAG-VDA table does not give for the row's S, O, D. */
export function checkPfmeaAp(
  table: PfmeaTable,
  rows: readonly PfmeaRow[],
  ctx: CheckContext,
): FindingDraft[] {
  if (!hasColumn(table, 'actionPriority')) return [];
  const bad = rows.flatMap((row) => {
    const r = ratingsOf(row);
    const written = parseActionPriority(cell(row, 'actionPriority'));
    if (!validRatings(r) || written === null) return [];
    const expected = ctx.ap(r.s, r.o, r.d);
    return written === expected ? [] : [{ row, r, written, expected }];
  });
  const first = bad[0];
  if (first === undefined) return [];
  return [
    {
      ruleId: 'pfmea-ap-mismatch',
      message: message('pfmea-ap-mismatch', {
        count: bad.length,
        rows: items(
          bad.map((b) =>
            item('ap-row', {
              row: b.row.row,
              s: b.r.s,
              o: b.r.o,
              d: b.r.d,
              written: b.written,
              expected: b.expected,
            }),
          ),
        ),
      }),
      evidence: evidenceAt(table, first.row, cell(first.row, 'actionPriority')),
    },
  ];
}

/** pfmea-detection-above-limit: D above the configured limit (spec sample finding: D > 7). */
export function checkPfmeaDetectionLimit(
  table: PfmeaTable,
  rows: readonly PfmeaRow[],
  ctx: CheckContext,
): FindingDraft[] {
  const limit = ctx.settings.detectionLimit;
  const high = rows.filter((row) => {
    const d = ratingsOf(row).d;
    return d !== null && Number.isInteger(d) && d > limit && d <= 10;
  });
  const first = high[0];
  if (first === undefined) return [];
  return [
    {
      ruleId: 'pfmea-detection-above-limit',
      title: `Tespit (D) değeri ${limit}’nin üzerinde`,
      message: message('pfmea-detection-above-limit', {
        count: high.length,
        limit,
        rows: rowParam(high.map((r) => r.row)),
      }),
      evidence: evidenceAt(table, first, cell(first, 'detection')),
    },
  ];
}

/** pfmea-rpn-above-band: RPN in the red band with no recommended action (information only). */
export function checkPfmeaRpnBand(
  table: PfmeaTable,
  rows: readonly PfmeaRow[],
  ctx: CheckContext,
  actionTables: readonly PfmeaTable[] = [],
): FindingDraft[] {
  const high = ctx.settings.rpnBands.high;
  const actionOf = actionFinder(actionTables);
  const flagged = rows.filter((row) => {
    const r = ratingsOf(row);
    return (
      validRatings(r) &&
      r.s * r.o * r.d >= high &&
      isBlank(row.values.recommendedAction) &&
      actionOf(row) === null
    );
  });
  const first = flagged[0];
  if (first === undefined) return [];
  return [
    {
      ruleId: 'pfmea-rpn-above-band',
      message: message('pfmea-rpn-above-band', {
        count: flagged.length,
        limit: high,
        rows: rowParam(flagged.map((r) => r.row)),
      }),
      evidence: evidenceAt(table, first, pfmeaLabel(first)),
    },
  ];
}
