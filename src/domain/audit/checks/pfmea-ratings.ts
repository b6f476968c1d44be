import { parseActionPriority } from '../../fmea/import/fmea-row';
import type { FindingDraft } from '../finding-draft';
import { evidenceAt, rowsAt } from '../finding-draft';
import type { TFindingWord } from '../messages/vocabulary-tr';
import { cell, hasColumn, type PfmeaTable } from '../tables/mapped-table';
import { item, items, labels, message } from '../messages/message-params';
import { isBlank, quote } from '../text/blank';
import { parseRating } from '../text/rating';
import type { CheckContext } from './check-context';
import { actionFinder } from './pfmea-actions';
import { isHighRisk } from './pfmea-high-risk';
import { ownerOf, type PfmeaRow, pfmeaLabel, ratingsOf, validRatings } from './pfmea-rows';

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
      rows: rowsAt(
        table,
        bad.map((b) => b.row),
        pfmeaLabel,
      ),
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
      rows: rowsAt(
        table,
        bad.map((b) => b.row),
        (row) => cell(row, 'rpn'),
      ),
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
      rows: rowsAt(
        table,
        bad.map((b) => b.row),
        (row) => cell(row, 'actionPriority'),
      ),
    },
  ];
}

/**
 * pfmea-detection-above-limit: D above the configured limit on a row that records no recommended
 * action or no owner (in the row or on the optimisation sheet). A high D with an action and an owner
 * is a recorded decision, not a finding (issue 22: never a rating level alone). Rows the high-risk
 * rule covers (S 9-10, AP H) are left to it: it reports their missing action as major.
 */
export function checkPfmeaDetectionLimit(
  table: PfmeaTable,
  rows: readonly PfmeaRow[],
  ctx: CheckContext,
  actionTables: readonly PfmeaTable[] = [],
): FindingDraft[] {
  const limit = ctx.settings.detectionLimit;
  const actionOf = actionFinder(actionTables);
  const gaps = rows.flatMap((row) => {
    const r = ratingsOf(row);
    if (r.d === null || !Number.isInteger(r.d) || r.d <= limit || r.d > 10) return [];
    if (isHighRisk(r, ctx)) return [];
    const source = (isBlank(row.values.recommendedAction) ? actionOf(row) : null) ?? row;
    const missing = [
      isBlank(source.values.recommendedAction) ? 'action' : null,
      isBlank(ownerOf(source)) ? 'owner' : null,
    ].filter((m): m is TFindingWord => m !== null);
    return missing.length === 0 ? [] : [{ row, d: r.d, missing }];
  });
  const first = gaps[0];
  if (first === undefined) return [];
  return [
    {
      ruleId: 'pfmea-detection-above-limit',
      message: message('pfmea-detection-above-limit', {
        count: gaps.length,
        limit,
        rows: items(
          gaps.map((g) =>
            item('detection-row', { row: g.row.row, d: g.d, missing: labels('word', g.missing) }),
          ),
        ),
      }),
      evidence: evidenceAt(table, first.row, cell(first.row, 'detection')),
      rows: rowsAt(
        table,
        gaps.map((g) => g.row),
        (row) => `D=${cell(row, 'detection')} · ${pfmeaLabel(row)}`,
      ),
    },
  ];
}
