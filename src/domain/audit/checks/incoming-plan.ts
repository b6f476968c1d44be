import { foldTurkish } from '../../shared/turkish-text';
import { hasColumn, type CpTable } from '../tables/mapped-table';

// Words of a title block that name an incoming (receiving) inspection plan; Korean 수입검사 as in
// the Shinsung plan's first group, English and Turkish as plants write them.
const INCOMING_WORDS = [
  'incoming',
  'receiving inspection',
  'goods receipt',
  'giris kontrol',
  'girdi kontrol',
  'gelen malzeme',
  'malzeme kabul',
  'iqc',
  '수입검사',
];

/**
 * Whether a control plan is an incoming-inspection plan: it has no operation column, and its title
 * says so or it lists purchased materials. Process-step linkage does not apply to such a plan.
 */
export function isIncomingInspectionPlan(table: CpTable): boolean {
  if (hasColumn(table, 'operationNumber') || hasColumn(table, 'processName')) return false;
  const context = foldTurkish(table.context);
  return (
    hasColumn(table, 'materialDescription') || INCOMING_WORDS.some((w) => context.includes(foldTurkish(w)))
  );
}
