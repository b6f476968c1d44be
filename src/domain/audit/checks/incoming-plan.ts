import { tokenize } from '../../shared/turkish-text';
import { evidenceAt, type FindingDraft } from '../finding-draft';
import { message } from '../messages/message-params';
import { cell, hasColumn, type CpTable, type MappedRow, type TCpField } from '../tables/mapped-table';

// Words that name an incoming (receiving) inspection, folded: in a plan's title block, or as the
// operation of a row of a process plan. Korean 수입검사 as in the Shinsung plan's first group,
// English and Turkish as plants write them. Each matches from the start of a word and may end
// inside one ('Giriş Kontrolü', 'Giriş muayenesi'), never inside another word ('normal kabul').
const INCOMING_PHRASES = [
  'incoming',
  'receiving',
  'goods receipt',
  'goods receiving',
  'iqc',
  'giris kontrol',
  'girdi kontrol',
  'giris muayene',
  'girdi muayene',
  'gelen malzeme',
  'malzeme kabul',
  'hammadde kabul',
  'hammadde giris',
  'mal kabul',
  '수입검사',
].map((phrase) => ` ${tokenize(phrase).join(' ')}`);

/**
 * Whether a text names an incoming / receiving inspection ("Giriş Kontrol", "IQC", "Receiving").
 * @internal
 */
export function namesIncomingInspection(text: string): boolean {
  const words = ` ${tokenize(text).join(' ')}`;
  return INCOMING_PHRASES.some((phrase) => words.includes(phrase));
}

/**
 * Whether a control plan is an incoming-inspection plan: it has no operation column, and its title
 * says so or it lists purchased materials. Process-step linkage does not apply to such a plan.
 */
export function isIncomingInspectionPlan(table: CpTable): boolean {
  if (hasColumn(table, 'operationNumber') || hasColumn(table, 'processName')) return false;
  return hasColumn(table, 'materialDescription') || namesIncomingInspection(table.context);
}

/**
 * Whether a row of a process control plan is a receiving / incoming-inspection step (its operation
 * says so): material is checked there before any machine touches it, so no machine is asked for.
 */
export function isIncomingInspectionRow(row: MappedRow<TCpField>): boolean {
  return namesIncomingInspection(`${cell(row, 'operationNumber')} ${cell(row, 'processName')}`);
}

/** cp-incoming-inspection: the plan's first headings as evidence; its steps are not linked. */
export function incomingPlanFinding(table: CpTable): FindingDraft {
  return {
    ruleId: 'cp-incoming-inspection',
    message: message('cp-incoming-inspection'),
    evidence: evidenceAt(table, null, Object.values(table.headers).slice(0, 4).join(' | ')),
  };
}
