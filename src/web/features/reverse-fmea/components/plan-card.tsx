import { useTranslation } from 'react-i18next';
import type { TRpnBandColour } from '../../../../domain/fmea/contract';
import { planItemPriorityNote, type PlanOutputItem } from '../../../../domain/fmea/plan-output-csv';
import { priorityClasses } from '../utils/priority-colour';
import { BAND_CLASSES, type RpnBand } from '../utils/rpn-band';
import type { ReactNode } from 'react';

export type PlanCardItem = PlanOutputItem & { id: string; fileAp?: string | null | undefined };

const BAND_OF_COLOUR: Record<TRpnBandColour, RpnBand> = { red: 'high', yellow: 'medium', green: 'low' };
/**
 * One preventive action as a card. The AP is the priority: its badge comes first, in the priority
 * colour; the RPN keeps the spec's band colours on its number only, and where the two disagree the
 * card says why. Step, failure, cause and S/O/D place the item (issue 23 §2-3).
 */
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
  const note = planItemPriorityNote(item);
  const hasRatings = item.severity !== undefined && item.occurrence !== undefined;
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
        <span
          className={`shrink-0 rounded-md px-2 py-0.5 text-xs font-bold ${colour.badge}`}
          data-testid="plan-ap-badge"
        >
          {t('plan.apPriority', { ap: item.actionPriority, label: t(`priority.${colour.known}`) })}
        </span>
        <div className="flex min-w-0 flex-1 flex-col">
          <h4 className="font-semibold text-slate-900" data-user-content>
            {item.originalFailure}
          </h4>
          {item.processStep ? (
            <p className="text-sm text-slate-700" data-testid="plan-step" data-user-content>
              {item.processStep}
            </p>
          ) : null}
        </div>
      </header>
      {item.cause ? (
        <p className="text-sm text-slate-800" data-testid="plan-cause">
          <span className="font-medium">{t('plan.cause')}:</span> <span data-user-content>{item.cause}</span>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-700">
        {hasRatings ? (
          <span className="rounded bg-slate-100 px-2 py-0.5 tabular-nums" data-testid="plan-ratings">
            {t('plan.ratings', { s: item.severity, o: item.occurrence, d: item.detection })}
          </span>
        ) : null}
        <span
          className={`rounded px-2 py-0.5 font-semibold tabular-nums ring-1 ${item.rpnBand ? BAND_CLASSES[BAND_OF_COLOUR[item.rpnBand]] : 'bg-slate-100'}`}
          data-testid="plan-rpn"
          data-band={item.rpnBand}
        >
          {t('plan.rpn', { rpn: item.rpn })}
        </span>
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
      {note ? (
        <p
          className="rounded-md border border-slate-200 bg-slate-50 px-2 py-1 text-sm text-slate-800"
          data-testid="plan-priority-note"
        >
          {note}
        </p>
      ) : null}
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
