import { useTranslation } from 'react-i18next';
import type { TTask } from '../../../../domain/tasks/contract';
import { progressBand, taskProgress } from '../../../../domain/tasks/progress';
import { formatDate, formatPercent } from '../../../lib/format';
import { activeLocale } from '../../../lib/i18n';
import { useDepartmentLabel } from '../../../lib/department-label';
import { useUserDirectory } from '../api/list-users';
import { BandBar } from './band-bar';
import { formatHours } from './format-hours';

// The parts of a task that the card and the table row both show, written once so the two views
// never disagree on a date format, a position line or an hours label.

/** 'Mehmet Demir · Kalıp Ustası · Bakım': the role stands in when no position was given. */
export function AssigneeText({ task }: { task: Pick<TTask, 'assigneeId' | 'assigneeName'> }) {
  const departmentLabel = useDepartmentLabel();
  const assignee = useUserDirectory().get(task.assigneeId);
  return (
    <>
      {task.assigneeName}
      {assignee ? (
        <span className="text-slate-500" data-testid="assignee-position">
          {' '}
          · {assignee.position || assignee.role} · {departmentLabel(assignee.department)}
        </span>
      ) : null}
    </>
  );
}

/** The due date in the interface language, with 'Bugün bitiyor' on the day an open task is due. */
export function DueDateText({ task, today }: { task: Pick<TTask, 'dueDate' | 'status'>; today: string }) {
  const { t } = useTranslation('tasks');
  return (
    <>
      {formatDate(`${task.dueDate}T12:00:00Z`, activeLocale())}
      {task.dueDate === today && task.status !== 'completed' ? ` · ${t('card.dueToday')}` : ''}
    </>
  );
}

type Hours = Pick<TTask, 'completedHours' | 'estimatedHours'>;

/** The task's hours as text: '3 / 8 saat' and the percent done ('%38', '38%'). */
export function useTaskHours(task: Hours): { hours: string; percent: string } {
  const { t } = useTranslation('tasks');
  return {
    hours: t('card.hours', {
      done: formatHours(task.completedHours),
      estimated: formatHours(task.estimatedHours),
    }),
    percent: formatPercent(taskProgress(task.completedHours, task.estimatedHours), activeLocale()),
  };
}

/** The progress bar in the colour of its band, labelled with the percent for screen readers. */
export function TaskProgressBar({ task, size }: { task: Hours; size?: string }) {
  const { t } = useTranslation('tasks');
  const progress = taskProgress(task.completedHours, task.estimatedHours);
  return (
    <BandBar
      value={progress}
      band={progressBand(progress)}
      label={t('card.progressValue', { value: formatPercent(progress, activeLocale()) })}
      size={size}
    />
  );
}

/**
 * '#spc #kalıp' as small chips; with `limit`, the first few and a '+2' that names the rest on
 * hover and to screen readers (the table keeps a row one line tall).
 */
export function TaskTags({
  tags,
  className = '',
  limit,
}: {
  tags: string[];
  className?: string;
  limit?: number;
}) {
  const { t } = useTranslation('tasks');
  if (tags.length === 0) return null;
  const shown = limit === undefined ? tags : tags.slice(0, limit);
  const rest = tags.slice(shown.length);
  const chip = 'rounded-md bg-slate-100 px-2 py-0.5 text-xs whitespace-nowrap text-slate-700';
  return (
    <ul
      className={`flex gap-1 ${limit === undefined ? 'flex-wrap' : ''} ${className}`}
      aria-label={t('form.tags')}
    >
      {shown.map((tag) => (
        <li key={tag} className={chip}>
          #{tag}
        </li>
      ))}
      {rest.length > 0 ? (
        <li className={chip} title={rest.map((tag) => `#${tag}`).join(' ')}>
          <span aria-hidden>+{rest.length}</span>
          <span className="sr-only">{rest.map((tag) => `#${tag}`).join(' ')}</span>
        </li>
      ) : null}
    </ul>
  );
}
