import type { TFindingEvidence } from '../contract';
import type { FindingDraft } from '../finding-draft';
import { evidenceAt, rowsAt } from '../finding-draft';
import { cell, hasColumn, type CpTable } from '../tables/mapped-table';
import type { TFindingWord } from '../messages/vocabulary-tr';
import { item, items, labels, message, rows as rowParam } from '../messages/message-params';
import { isBlank, quote } from '../text/blank';
import { cpCharacteristic, cpDataRows, specialSymbol } from './cp-rows';

/** cp-special-without-control: special characteristics with no control method or reaction plan (one finding per plan). */
export function checkCpSpecialWithoutControl(table: CpTable): FindingDraft[] {
  if (!hasColumn(table, 'specialClass')) return [];
  const gaps = cpDataRows(table).flatMap((row) => {
    const symbol = specialSymbol(row.values.specialClass);
    if (symbol === null) return [];
    const missing = [
      hasColumn(table, 'controlMethod') && !isBlank(row.values.controlMethod) ? null : 'controlMethod',
      hasColumn(table, 'reactionPlan') && !isBlank(row.values.reactionPlan) ? null : 'reactionPlan',
    ].filter((m): m is TFindingWord => m !== null);
    return missing.length === 0 ? [] : [{ row, symbol, missing }];
  });
  const first = gaps[0];
  if (first === undefined) return [];
  return [
    {
      ruleId: 'cp-special-without-control',
      message: message('cp-special-without-control', {
        count: gaps.length,
        rows: items(
          gaps.map(({ row, symbol, missing }) =>
            item('special-gap-row', {
              row: row.row,
              characteristic: quote(cpCharacteristic(row)),
              symbol,
              missing: labels('word', missing, 'and'),
            }),
          ),
        ),
      }),
      evidence: evidenceAt(table, first.row, cpCharacteristic(first.row)),
      rows: rowsAt(
        table,
        gaps.map((g) => g.row),
        cpCharacteristic,
      ),
    },
  ];
}

/** cp-no-reaction-plan: entries without a reaction plan (special ones are reported as major above). */
export function checkCpNoReactionPlan(table: CpTable): FindingDraft[] {
  if (!hasColumn(table, 'reactionPlan')) return [];
  const rows = cpDataRows(table).filter(
    (row) => isBlank(row.values.reactionPlan) && specialSymbol(row.values.specialClass) === null,
  );
  const first = rows[0];
  if (first === undefined) return [];
  return [
    {
      ruleId: 'cp-no-reaction-plan',
      message: message('cp-no-reaction-plan', { count: rows.length, rows: rowParam(rows.map((r) => r.row)) }),
      evidence: evidenceAt(table, first, cpCharacteristic(first) || cell(first, 'processName')),
      rows: rowsAt(table, rows, (row) => cpCharacteristic(row) || cell(row, 'processName')),
    },
  ];
}

/**
 * cp-no-special-characteristics / cp-no-special-with-severe-pfmea: the class column exists but no
 * entry is marked special. An observation on its own; a minor nonconformity when the audited PFMEA
 * has rows with S 9-10 (`severe`, their evidence), which 8.3.3.3 asks to be considered for special
 * characteristics (docs/audit-rules.md, "Special characteristics both ways").
 */
export function checkCpNoSpecialCharacteristics(
  table: CpTable,
  severe: readonly TFindingEvidence[] = [],
): FindingDraft[] {
  if (!hasColumn(table, 'specialClass')) return [];
  const rows = cpDataRows(table);
  if (rows.length === 0 || rows.some((row) => specialSymbol(row.values.specialClass) !== null)) return [];
  const column = quote(table.headers.specialClass ?? '');
  const evidence = evidenceAt(table, null, table.headers.specialClass ?? null);
  if (severe.length > 0) {
    return [
      {
        ruleId: 'cp-no-special-with-severe-pfmea',
        message: message('cp-no-special-with-severe-pfmea', {
          column,
          count: rows.length,
          severe: severe.length,
          rows: rowParam(severe.flatMap((r) => (r.row === null ? [] : [r.row]))),
        }),
        evidence,
        rows: severe,
      },
    ];
  }
  return [
    {
      ruleId: 'cp-no-special-characteristics',
      message: message('cp-no-special-characteristics', { column, count: rows.length }),
      evidence,
    },
  ];
}
