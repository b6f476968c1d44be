import { useTranslation } from 'react-i18next';
import type { PlanOutputItem } from '../../../../domain/fmea/plan-output-csv';
import { priorityClasses } from '../utils/priority-colour';
import type { ReactNode } from 'react';

export type PlanCardItem = PlanOutputItem & { id: string; fileAp?: string | null | undefined };

/** One preventive action as a card: priority colour, why it was proposed, who wrote it (rules or AI). */
export function PlanCard({
  item,
  selector,
  taskStatus,
}: {
  item: PlanCardItem;
  /** The 'select for tasks' checkbox, when the viewer may create tasks. */
  selector?: ReactNode;
  /** The linked task's live status line, when a task exists. */
  taskStatus?: ReactNode;
}) {
  const { t } = useTranslation('reverseFmea');
  const colour = priorityClasses(item.priority);
  return (
    <article
      id={`plan-item-${item.id}`}
      className={`flex flex-col gap-2 rounded-xl border border-l-4 border-slate-200 bg-white p-4 shadow-sm target:ring-2 target:ring-blue-600 ${colour.card}`}
      data-testid="plan-card"
      data-priority={colour.known}
      aria-label={item.originalFailure}
    >
      <header className="flex items-start gap-2">
        {selector}
        <h4 className="flex-1 font-semibold text-slate-900" data-user-content>
          {item.originalFailure}
        </h4>
        <span className={`rounded-md px-2 py-0.5 text-xs font-semibold ${colour.badge}`}>
          {t(`priority.${colour.known}`)}
        </span>
      </header>
      <div className="flex flex-wrap gap-2 text-xs text-slate-700">
        <span className="rounded bg-slate-100 px-2 py-0.5">{t('plan.rpn', { rpn: item.rpn })}</span>
        <span className="rounded bg-slate-100 px-2 py-0.5">{t('plan.ap', { ap: item.actionPriority })}</span>
        {item.fileAp && item.fileAp !== item.actionPriority ? (
          <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-900" data-testid="plan-file-ap">
            {t('plan.fileAp', { file: item.fileAp, table: item.actionPriority })}
          </span>
        ) : null}
        {item.source ? (
          <span className="rounded bg-slate-100 px-2 py-0.5" data-testid="plan-source">
            {t('plan.source')}: {t(`plan.sources.${item.source}`, { defaultValue: item.source })}
          </span>
        ) : null}
      </div>
      <p className="text-sm whitespace-pre-line text-slate-900" data-user-content>
        {item.preventiveAction}
      </p>
      {item.reason ? (
        <p className="rounded-md bg-slate-50 px-2 py-1 text-sm text-slate-700" data-testid="plan-reason">
          <span className="font-medium">{t('plan.reason')}:</span>{' '}
          <span data-user-content>{item.reason}</span>
        </p>
      ) : null}
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-medium text-slate-700">{t('plan.responsibility')}: </dt>
          <dd className="inline text-slate-900" data-user-content>
            {item.responsibility}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-700">{t('plan.timeline')}: </dt>
          <dd className="inline text-slate-900" data-user-content>
            {item.timeline}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline font-medium text-slate-700">{t('plan.monitoring')}: </dt>
          <dd className="inline text-slate-900" data-user-content>
            {item.monitoringMethod}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline font-medium text-slate-700">{t('plan.success')}: </dt>
          <dd className="inline text-slate-900" data-user-content>
            {item.successCriteria}
          </dd>
        </div>
      </dl>
      {taskStatus}
    </article>
  );
}
