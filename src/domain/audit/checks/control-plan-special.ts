import type { FindingDraft } from '../finding-draft';
import { evidenceAt } from '../finding-draft';
import { cell, hasColumn, type CpTable } from '../tables/mapped-table';
import { isBlank, quote, rowList } from '../text/blank';
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
      hasColumn(table, 'controlMethod') && !isBlank(row.values.controlMethod) ? null : 'kontrol yöntemi',
      hasColumn(table, 'reactionPlan') && !isBlank(row.values.reactionPlan) ? null : 'reaksiyon planı',
    ].filter((m): m is string => m !== null);
    return missing.length === 0 ? [] : [{ row, symbol, missing }];
  });
  return gaps.slice(0, MAX_ROW_FINDINGS).map(({ row, symbol, missing }, index) => {
    const characteristic = cpCharacteristic(row);
    const more = index === MAX_ROW_FINDINGS - 1 && gaps.length > MAX_ROW_FINDINGS;
    return {
      ruleId: 'cp-special-without-control',
      description:
        `Satır ${row.row}: "${quote(characteristic)}" özel karakteristik (${symbol}) olarak işaretli, ` +
        `ancak ${missing.join(' ve ')} yok.` +
        (more ? ` Aynı eksik ${gaps.length - MAX_ROW_FINDINGS} satırda daha var.` : ''),
      recommendation: `Bu özel karakteristik için ${missing.join(' ve ')} tanımlayın.`,
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
      description: `${rows.length} satırda reaksiyon planı yok: satır ${rowList(rows.map((r) => r.row))}.`,
      recommendation:
        'Bu satırlar için uygunsuzlukta ne yapılacağını (ayırma, ayar, bildirim) reaksiyon planına yazın.',
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
      description: `"${quote(table.headers.specialClass ?? '')}" sütunu ${rows.length} satırın hiçbirinde dolu değil; planda özel karakteristik tanımlanmamış.`,
      recommendation:
        'Müşterinin ve PFMEA’nın belirlediği özel karakteristikleri bu sütunda sembolleriyle işaretleyin; gerçekten yoksa bunu kayıt altına alın.',
      evidence: evidenceAt(table, null, table.headers.specialClass ?? null),
    },
  ];
}
