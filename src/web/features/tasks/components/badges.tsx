import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TTaskPriority, TTaskStatus } from '../../../../domain/tasks/contract';
import type { TBand } from '../../../../domain/tasks/progress';

const PRIORITY_STYLE: Record<TTaskPriority, string> = {
  low: 'bg-slate-100 text-slate-700',
  medium: 'bg-blue-100 text-blue-800',
  high: 'bg-orange-100 text-orange-800',
  critical: 'bg-red-100 text-red-800',
};
const STATUS_STYLE: Record<TTaskStatus, string> = {
  todo: 'bg-slate-100 text-slate-700',
  in_progress: 'bg-blue-100 text-blue-800',
  review: 'bg-purple-100 text-purple-800',
  completed: 'bg-green-100 text-green-800',
};

/** Bar fill and readable text colour (WCAG AA on white) of each band. */
export const BAND_BAR: Record<TBand, string> = {
  red: 'bg-red-500',
  orange: 'bg-orange-500',
  yellow: 'bg-yellow-400',
  blue: 'bg-blue-500',
  green: 'bg-green-500',
};
export const BAND_TEXT: Record<TBand, string> = {
  red: 'text-red-700',
  orange: 'text-orange-700',
  yellow: 'text-yellow-800',
  blue: 'text-blue-700',
  green: 'text-green-700',
};

const pill = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap';

export function PriorityBadge({ priority }: { priority: TTaskPriority }) {
  const { t } = useTranslation('tasks');
  return <span className={`${pill} ${PRIORITY_STYLE[priority]}`}>{t(`priority.${priority}`)}</span>;
}

export function StatusBadge({ status }: { status: TTaskStatus }) {
  const { t } = useTranslation('tasks');
  return (
    <span className={`${pill} ${STATUS_STYLE[status]}`} data-testid="status-badge">
      {t(`status.${status}`)}
    </span>
  );
}

/** The red 'Gecikmiş' pill of a task past its due date. */
export function OverdueBadge() {
  const { t } = useTranslation('tasks');
  return (
    <span
      data-testid="overdue-badge"
      className="inline-flex items-center gap-1 rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-white"
    >
      <AlertTriangle className="h-3 w-3" aria-hidden />
      {t('card.overdue')}
    </span>
  );
}
