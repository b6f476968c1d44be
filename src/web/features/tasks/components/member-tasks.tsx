import { useTranslation } from 'react-i18next';
import { progressBand, taskProgress } from '../../../../domain/tasks/progress';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatPercent } from '../../../lib/format';
import { activeLocale } from '../../../lib/i18n';
import { useTaskList } from '../api/list-tasks';
import { PriorityBadge } from './badges';
import { BandBar } from './band-bar';

/** An opened workload card: the person's open tasks, nearest due date first, live like every task list. */
export function MemberTasks({ userId, today, panelId }: { userId: string; today: string; panelId: string }) {
  const { t } = useTranslation('tasks');
  const locale = activeLocale();
  const list = useTaskList({ assignee: userId, status: 'open', sort: 'due' });
  const tasks = list.data?.pages.flatMap((p) => p.tasks) ?? [];
  const total = list.data?.pages.at(-1)?.total ?? 0;
  return (
    <div id={panelId} className="border-t border-slate-200 p-4" data-testid="member-tasks">
      <h4 className="mb-2 text-sm font-semibold text-slate-900">{t('team.currentTasks')}</h4>
      {list.isPending ? <Spinner /> : null}
      {list.error ? <AlertBox tone="error">{errorMessage(list.error)}</AlertBox> : null}
      {list.isSuccess && tasks.length === 0 ? (
        <p className="text-sm text-slate-600">{t('team.noCurrentTasks')}</p>
      ) : null}
      <ul className="space-y-3">
        {tasks.map((task) => {
          const progress = taskProgress(task.completedHours, task.estimatedHours);
          return (
            <li key={task.id} className="text-sm">
              <div className="flex items-start justify-between gap-2">
                <span className="min-w-0 break-words text-slate-900">{task.title}</span>
                <PriorityBadge priority={task.priority} />
              </div>
              <div className="mt-1 flex items-center gap-2">
                <span
                  className={`text-xs ${task.dueDate < today ? 'font-semibold text-red-700' : 'text-slate-600'}`}
                >
                  {formatDate(`${task.dueDate}T12:00:00Z`, locale)}
                </span>
                <div className="flex-1">
                  <BandBar
                    value={progress}
                    band={progressBand(progress)}
                    label={`${task.title}: ${formatPercent(progress, activeLocale())}`}
                  />
                </div>
                <span className="w-10 text-right text-xs text-slate-700">
                  {formatPercent(progress, activeLocale())}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
      {list.hasNextPage ? (
        <div className="mt-2 flex items-center justify-between gap-2">
          <p className="text-xs text-slate-600">{t('team.moreTasks', { shown: tasks.length, total })}</p>
          <Button
            variant="ghost"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
          >
            {t('tracker.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
