import { useTranslation } from 'react-i18next';
import type { TTaskActivity } from '../../../../domain/tasks/insights-contract';
import { RelativeTimeText } from '../../../components/ui/relative-time-text';
import { formatHours } from './format-hours';

const STATUS_KEYS = new Set(['todo', 'in_progress', 'review', 'completed']);

/** One sentence per line of the activity log: who did what to which task, and when. */
export function ActivityFeed({
  activities,
  testId,
}: {
  activities: readonly TTaskActivity[];
  testId?: string;
}) {
  const { t } = useTranslation('tasks');
  const status = (s: string | undefined) => (s && STATUS_KEYS.has(s) ? t(`status.${s}`) : (s ?? ''));
  if (activities.length === 0) return <p className="text-sm text-slate-600">{t('activity.empty')}</p>;
  return (
    <ol className="space-y-3" data-testid={testId}>
      {activities.map((a) => (
        <li key={a.id} className="flex gap-3 text-sm">
          <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-blue-500" aria-hidden />
          <div className="min-w-0">
            <p className="break-words text-slate-800">
              {t(`activity.${a.action}`, {
                user: a.userName ?? t('activity.someone'),
                task: a.taskTitle,
                from: a.action === 'status_changed' ? status(a.details.from) : a.details.from,
                to: a.action === 'status_changed' ? status(a.details.to) : a.details.to,
                hours: formatHours(a.details.hours ?? 0),
                fields: (a.details.fields ?? []).map((f) => t(`fields.${f}`, { defaultValue: f })).join(', '),
              })}
            </p>
            <p className="text-xs text-slate-500">
              <RelativeTimeText value={a.createdAt} />
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
