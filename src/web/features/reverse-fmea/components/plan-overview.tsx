import { useTranslation } from 'react-i18next';
import { type KnownPriority, PRIORITIES, PRIORITY_CLASSES } from '../utils/priority-colour';

export type PriorityFilter = 'all' | KnownPriority;

/**
 * The plan at a glance (like a tracker's dashboard header): how many actions per priority, as
 * toggle chips that filter the cards, a bar of their shares, and how many already became tasks.
 */
export function PlanOverview({
  counts,
  total,
  withTask,
  filter,
  onFilter,
}: {
  counts: Readonly<Record<KnownPriority, number>>;
  total: number;
  withTask: number;
  filter: PriorityFilter;
  onFilter: (filter: PriorityFilter) => void;
}) {
  const { t } = useTranslation('reverseFmea');
  const chip =
    'inline-flex min-h-10 items-center gap-2 rounded-full border bg-white px-3 text-sm font-medium transition-colors hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none aria-pressed:font-semibold';
  const done = total > 0 ? Math.round((withTask / total) * 100) : 0;
  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
      data-testid="plan-overview"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t('plan.overview.filter')} className="flex flex-wrap gap-2">
          <button
            type="button"
            aria-pressed={filter === 'all'}
            onClick={() => onFilter('all')}
            className={`${chip} border-slate-300 text-slate-800 aria-pressed:border-slate-700 aria-pressed:bg-slate-100`}
            data-testid="plan-chip-all"
          >
            {t('plan.overview.all', { count: total })}
          </button>
          {PRIORITIES.map((priority) => (
            <button
              key={priority}
              type="button"
              aria-pressed={filter === priority}
              // A second click on the pressed chip shows every priority again.
              onClick={() => onFilter(filter === priority ? 'all' : priority)}
              className={`${chip} ${PRIORITY_CLASSES[priority].chip}`}
              data-testid={`plan-chip-${priority}`}
            >
              <span className={`h-2.5 w-2.5 rounded-full ${PRIORITY_CLASSES[priority].dot}`} aria-hidden />
              {t('plan.overview.chip', { label: t(`priority.${priority}`), count: counts[priority] })}
            </button>
          ))}
        </div>
        <div className="flex min-w-48 flex-col gap-1 text-sm text-slate-700" data-testid="plan-task-count">
          <span>{t('plan.overview.tasks', { done: withTask, total })}</span>
          <span className="h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden>
            <span className="block h-full rounded-full bg-blue-600" style={{ width: `${done}%` }} />
          </span>
        </div>
      </div>
      {total > 0 ? (
        <div className="flex h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden>
          {PRIORITIES.map((priority) => (
            <span
              key={priority}
              className={PRIORITY_CLASSES[priority].dot}
              style={{ width: `${(counts[priority] / total) * 100}%` }}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
