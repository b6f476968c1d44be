import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { progressBand, taskProgress } from '../../../../domain/tasks/progress';
import { nextStatus, previousStatus } from '../../../../domain/tasks/status-transitions';
import { isOverdue } from '../../../../domain/tasks/work-calendar';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatPercent } from '../../../lib/format';
import { activeLocale } from '../../../lib/i18n';
import { useTask } from '../api/get-task';
import { useActivity } from '../api/insights';
import { useDeleteTask } from '../api/mutate-task';
import { ActivityFeed } from './activity-feed';
import { PriorityBadge, StatusBadge } from './badges';
import { BandBar } from './band-bar';
import { LogHoursForm } from './log-hours-form';
import { TaskEditForm } from './task-edit-form';
import { useTaskActions } from './use-task-actions';

/** A task opened from the list, the board or a notification link (`?task=<id>`): details, edit, hours, history, delete. */
export function TaskDetailModal({ id, today, onClose }: { id: string; today: string; onClose: () => void }) {
  const { t } = useTranslation('tasks');
  const task = useTask(id);
  const history = useActivity(20, id);
  const actions = useTaskActions();
  const remove = useDeleteTask();
  const [confirming, setConfirming] = useState(false);
  const data = task.data;
  // What this user may do comes with the task (`can`, the domain rule the server enforces).
  const can = data?.can;
  const editable = Boolean(can && (can.edit || can.changeStatus || can.logHours));
  const back = data ? previousStatus(data.status) : null;
  const forward = data ? nextStatus(data.status) : null;
  const progress = data ? taskProgress(data.completedHours, data.estimatedHours) : 0;

  return (
    <Modal open onClose={onClose} title={data?.title ?? t('detail.title')} widthClass="max-w-3xl">
      {task.isPending ? <PageSpinner label={t('app.loading', { ns: 'translation' })} /> : null}
      {task.error ? <AlertBox tone="error">{errorMessage(task.error, t('detail.notFound'))}</AlertBox> : null}
      {data ? (
        <div className="space-y-5" data-testid="task-detail">
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <StatusBadge status={data.status} />
            <PriorityBadge priority={data.priority} />
            <span>
              {t('detail.createdBy')}: {data.createdByName ?? '—'} ·{' '}
              {formatDateTime(data.createdAt, activeLocale())}
            </span>
            {isOverdue(data, today) ? (
              <span className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
                {t('card.overdue')}
              </span>
            ) : null}
          </div>
          <BandBar
            value={progress}
            band={progressBand(progress)}
            label={t('card.progressValue', { value: formatPercent(progress, activeLocale()) })}
            size="h-3"
          />
          {editable ? (
            <>
              <div className="flex flex-wrap gap-2">
                {back && data.can.changeStatus ? (
                  <Button
                    variant="secondary"
                    onClick={() => actions.move(data, back)}
                    disabled={actions.moving === data.id}
                  >
                    {t('card.moveBack', { status: t(`status.${back}`) })}
                  </Button>
                ) : null}
                {forward && data.can.changeStatus ? (
                  <Button onClick={() => actions.move(data, forward)} disabled={actions.moving === data.id}>
                    {t('card.moveForward', { status: t(`status.${forward}`) })}
                  </Button>
                ) : null}
              </div>
              {actions.moveError ? <AlertBox tone="error">{actions.moveError}</AlertBox> : null}
              {data.can.logHours ? <LogHoursForm task={data} /> : null}
              {data.can.edit ? <TaskEditForm task={data} /> : null}
            </>
          ) : (
            <>
              <AlertBox tone="info">{t('detail.readOnly')}</AlertBox>
              {data.description ? (
                <p className="text-sm whitespace-pre-line text-slate-800">{data.description}</p>
              ) : null}
            </>
          )}
          <section aria-labelledby="task-history-heading">
            <h3 id="task-history-heading" className="mb-2 text-sm font-semibold text-slate-900">
              {t('detail.history')}
            </h3>
            <ActivityFeed activities={history.data?.activities ?? []} />
          </section>
          {data.can.delete ? (
            <div className="flex justify-end border-t border-slate-200 pt-4">
              <Button variant="danger" onClick={() => setConfirming(true)}>
                <Trash2 className="h-4 w-4" aria-hidden />
                {t('detail.delete')}
              </Button>
            </div>
          ) : null}
          <ConfirmDialog
            open={confirming}
            title={t('detail.confirmDeleteTitle')}
            confirmLabel={t('detail.delete')}
            pending={remove.isPending}
            error={remove.error ? errorMessage(remove.error) : null}
            onCancel={() => setConfirming(false)}
            onConfirm={() =>
              remove.mutate(data.id, {
                onSuccess: () => {
                  setConfirming(false);
                  onClose();
                },
              })
            }
          >
            <p>{t('detail.confirmDelete', { title: data.title })}</p>
          </ConfirmDialog>
        </div>
      ) : null}
    </Modal>
  );
}
