import type { TActionType } from '../contract';
import { CAUSE_KINDS, type MeasureRole } from './cause-library';

const KIND_BY_ID = new Map(CAUSE_KINDS.map((kind) => [kind.id, kind]));

/** The role that carries out an action of this kind, and why (Turkish). */
export interface RoleChoice {
  role: MeasureRole;
  why: string;
}

/**
 * Who should carry out a plan item, by the kind of action (issue 23 §5): a design change (S 9-10) is
 * the process engineer's; otherwise the leading cause kind's role (die or mould → Kalıp Mühendisi,
 * machine or maintenance → Bakım Teknisyeni, gauge/MSA or inspection → Kalite Mühendisi, training →
 * Eğitim Sorumlusu, process changes → Proses Mühendisi); without a kind, prevention is a process
 * change and detection an inspection.
 */
export function measureRole(item: {
  actionType: TActionType;
  causeKinds?: readonly string[] | undefined;
}): RoleChoice {
  if (item.actionType === 'design') {
    return { role: 'Proses Mühendisi', why: 'tasarım/proses değişikliği (S 9-10)' };
  }
  const lead = item.causeKinds?.[0];
  const kind = lead === undefined ? undefined : KIND_BY_ID.get(lead);
  if (kind) return { role: kind.role, why: `neden türü: ${kind.label}` };
  return item.actionType === 'prevention'
    ? { role: 'Proses Mühendisi', why: 'önleme: proses değişikliği' }
    : { role: 'Kalite Mühendisi', why: 'tespit: muayene ve ölçüm' };
}
