import { ArrowLeft, ArrowRight, CalendarDays, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTask, TTaskStatus } from '../../../../domain/tasks/contract';
import { nextStatus, previousStatus } from '../../../../domain/tasks/status-transitions';
import { isOverdue } from '../../../../domain/tasks/work-calendar';
import { DEFAULT_CATEGORY } from '../../../../domain/tasks/contract';
import { OverdueBadge, PriorityBadge, StatusBadge } from './badges';
import { AssigneeText, DueDateText, TaskProgressBar, TaskTags, useTaskHours } from './task-fields';

interface Props {
  task: TTask;
  today: string;
  canModify: boolean;
  onOpen: (id: string) => void;
  onMove: (task: TTask, to: TTaskStatus) => void;
  moving?: boolean;
  /** The board's drag handle (the list has none). */
  handle?: ReactNode;
  showStatus?: boolean;
}

/** One task: title, badges, assignee, due date (overdue marked), progress bar in its band, tags, move buttons. */
export function TaskCard({
  task,
  today,
  canModify,
  onOpen,
  onMove,
  moving = false,
  handle,
  showStatus = true,
}: Props) {
  const { t } = useTranslation('tasks');
  const hours = useTaskHours(task);
  const overdue = isOverdue(task, today);
  const back = previousStatus(task.status);
  const forward = nextStatus(task.status);
  const moveButton =
    'inline-flex min-h-10 items-center gap-1 rounded-lg border px-3 text-xs font-medium disabled:opacity-50';
  return (
    <article
      data-testid="task-card"
      data-task-id={task.id}
      data-status={task.status}
      className={`rounded-xl border bg-white p-4 shadow-sm ${overdue ? 'border-red-300' : 'border-slate-200'}`}
    >
      <div className="flex items-start gap-2">
        {handle}
        <div className="min-w-0 flex-1">
          <button
            type="button"
            onClick={() => onOpen(task.id)}
            aria-label={t('card.open', { title: task.title })}
            className="text-left text-sm font-semibold break-words text-slate-900 hover:text-blue-800 hover:underline"
          >
            {task.title}
          </button>
          <div className="mt-2 flex flex-wrap items-center gap-1.5">
            <PriorityBadge priority={task.priority} />
            {showStatus ? <StatusBadge status={task.status} /> : null}
            {/* the default category is the app's word ('Genel'), shown in the interface language; others are user text */}
            {task.category === DEFAULT_CATEGORY ? (
              <span className="text-xs text-slate-600">{t('form.categoryPlaceholder')}</span>
            ) : (
              <span className="text-xs text-slate-600" data-user-content>
                {task.category}
              </span>
            )}
            {overdue ? <OverdueBadge /> : null}
          </div>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-1 text-xs text-slate-700 sm:grid-cols-2">
        <div className="flex items-center gap-1.5">
          <User className="h-3.5 w-3.5 text-slate-500" aria-hidden />
          <dt className="sr-only">{t('card.assignee')}</dt>
          <dd>
            <AssigneeText task={task} />
          </dd>
        </div>
        <div className={`flex items-center gap-1.5 ${overdue ? 'font-semibold text-red-700' : ''}`}>
          <CalendarDays className="h-3.5 w-3.5 text-slate-500" aria-hidden />
          <dt className="sr-only">{t('card.due')}</dt>
          <dd>
            <DueDateText task={task} today={today} />
          </dd>
        </div>
      </dl>
      <div className="mt-3">
        <div className="mb-1 flex justify-between text-xs text-slate-600">
          <span>{hours.hours}</span>
          <span className="font-semibold">{hours.percent}</span>
        </div>
        <TaskProgressBar task={task} />
      </div>
      <TaskTags tags={task.tags} className="mt-3" />
      {canModify && (back || forward) ? (
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          {back ? (
            <button
              type="button"
              disabled={moving}
              onClick={() => onMove(task, back)}
              aria-label={t('card.moveBackLabel', { title: task.title, status: t(`status.${back}`) })}
              className={`${moveButton} border-slate-300 text-slate-700 hover:bg-slate-50`}
            >
              <ArrowLeft className="h-3.5 w-3.5" aria-hidden />
              {t('card.moveBack', { status: t(`status.${back}`) })}
            </button>
          ) : null}
          {forward ? (
            <button
              type="button"
              disabled={moving}
              onClick={() => onMove(task, forward)}
              aria-label={t('card.moveForwardLabel', { title: task.title, status: t(`status.${forward}`) })}
              className={`${moveButton} border-blue-300 bg-blue-50 text-blue-800 hover:bg-blue-100`}
            >
              {t('card.moveForward', { status: t(`status.${forward}`) })}
              <ArrowRight className="h-3.5 w-3.5" aria-hidden />
            </button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
