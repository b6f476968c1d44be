import type { FindingDraft } from '../finding-draft';
import { evidenceAt } from '../finding-draft';
import { cell, hasColumn, type CpTable } from '../tables/mapped-table';
import type { TFindingWord } from '../messages/finding-text-tr';
import { item, labels, message, optional, rows as rowParam } from '../messages/message-params';
import { isBlank, quote } from '../text/blank';
import { cpCharacteristic, cpDataRows, specialSymbol } from './cp-rows';

/** Per-row findings stop here; the last one says how many more rows there are. */
const MAX_ROW_FINDINGS = 20;

/** cp-special-without-control: a special characteristic with no control method or reaction plan (one finding per row). */
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
  return gaps.slice(0, MAX_ROW_FINDINGS).map(({ row, symbol, missing }, index) => {
    const characteristic = cpCharacteristic(row);
    const more = index === MAX_ROW_FINDINGS - 1 && gaps.length > MAX_ROW_FINDINGS;
    return {
      ruleId: 'cp-special-without-control',
      message: message('cp-special-without-control', {
        row: row.row,
        characteristic: quote(characteristic),
        symbol,
        missing: labels('word', missing, 'and'),
        more: optional(more ? item('more-same-gap', { count: gaps.length - MAX_ROW_FINDINGS }) : null),
      }),
      evidence: evidenceAt(table, row, characteristic),
    };
  });
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
    },
  ];
}

/** cp-no-special-characteristics: the class column exists but no entry is marked special. */
export function checkCpNoSpecialCharacteristics(table: CpTable): FindingDraft[] {
  if (!hasColumn(table, 'specialClass')) return [];
  const rows = cpDataRows(table);
  if (rows.length === 0 || rows.some((row) => specialSymbol(row.values.specialClass) !== null)) return [];
  return [
    {
      ruleId: 'cp-no-special-characteristics',
      message: message('cp-no-special-characteristics', {
        column: quote(table.headers.specialClass ?? ''),
        count: rows.length,
      }),
      evidence: evidenceAt(table, null, table.headers.specialClass ?? null),
    },
  ];
}
