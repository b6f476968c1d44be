import { MAX_TAG_LENGTH, MAX_TAGS, type TTaskPriority } from '../tasks/contract';
import { normalizeTags } from '../tasks/tags';
import { addDays } from '../shared/calendar';
import type { TPlanItem } from './contract';
import { FMEA_TASK_CATEGORY } from './plan-output-contract';
import { placedTaskTitle } from './plan-output-task-title';

const DESCRIPTION_MAX = 5000;

/** Tag words of the action type and the 6M cause group (Turkish, as the task board shows tags). */
const ACTION_TYPE_TAGS: Record<TPlanItem['actionType'], string> = {
  design: 'Tasarım',
  prevention: 'Önleme',
  detection: 'Tespit',
};
const CAUSE_TAGS: Record<NonNullable<TPlanItem['causeCategory']>, string> = {
  machine: 'Makine',
  method: 'Metot',
  material: 'Malzeme',
  man: 'İnsan',
  measurement: 'Ölçüm',
  environment: 'Çevre',
};

/**
 * Where the task leads back to: the FMEA screen with this FMEA open, at the item's card.
 * @internal
 */
export function planItemPath(fmeaId: string, itemId: string): string {
  return `/reverse-fmea/analyze?fmea=${encodeURIComponent(fmeaId)}#plan-item-${encodeURIComponent(itemId)}`;
}

export interface DraftSource {
  fmea: { id: string; name: string };
  item: TPlanItem;
  /** The FMEA row's line in the source file, when it came from one. */
  sourceRow: number | null;
  /** The plan's day ('YYYY-MM-DD', plant time): the due date is this plus the item's timeline days. */
  today: string;
}

/** Everything of the task a plan item proposes, except the assignee (that comes from the workload). */
export function taskDraftFields({ fmea, item, sourceRow, today }: DraftSource): {
  title: string;
  description: string;
  priority: TTaskPriority;
  dueDate: string;
  category: string;
  tags: string[];
} {
  const where = sourceRow === null ? '' : ` (dosya satırı ${sourceRow})`;
  const lines = [
    item.preventiveAction,
    '',
    `Proses adımı: ${item.processStep || '—'}`,
    `Hata modu: ${item.originalFailure}`,
    `Neden: ${item.cause || '—'}`,
    `S/O/D: ${item.severity}/${item.occurrence}/${item.detection} · RPN ${item.rpn} · AP ${item.actionPriority}`,
    `Gerekçe: ${item.reason}`,
    `İzleme: ${item.monitoringMethod}`,
    `Başarı kriteri: ${item.successCriteria}`,
    `Sorumlu bölüm: ${item.responsibility}`,
    `FMEA: ${fmea.name}${where}`,
    `Bağlantı: ${planItemPath(fmea.id, item.id)}`,
  ];
  const tags = normalizeTags(
    [
      FMEA_TASK_CATEGORY,
      `AP-${item.actionPriority}`,
      ACTION_TYPE_TAGS[item.actionType],
      item.causeCategory ? CAUSE_TAGS[item.causeCategory] : '',
    ].filter((tag) => tag !== '' && tag.length <= MAX_TAG_LENGTH),
  ).slice(0, MAX_TAGS);
  return {
    title: placedTaskTitle({
      processStep: item.processStep,
      failure: item.originalFailure,
      action: item.preventiveAction,
    }),
    description: lines.join('\n').slice(0, DESCRIPTION_MAX),
    priority: item.priority,
    dueDate: addDays(today, item.timelineDays),
    category: FMEA_TASK_CATEGORY,
    tags,
  };
}
