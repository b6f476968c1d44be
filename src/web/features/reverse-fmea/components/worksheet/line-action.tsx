import { useTranslation } from 'react-i18next';
import type { TFmeaLine } from '../../../../../domain/fmea/line-contract';
import { ApBadge } from '../ap-badge';
import { lineDateText } from './line-date';

const STATUS_CLASSES = {
  none: 'bg-slate-100 text-slate-700',
  planned: 'bg-blue-100 text-blue-800',
  in_progress: 'bg-amber-100 text-amber-900',
  done: 'bg-green-100 text-green-800',
} as const;

/** The line's action (AIAG-VDA step 6): status, what, who, by when, what was done, and the revised risk. */
export function LineAction({ line }: { line: TFmeaLine }) {
  const { t } = useTranslation('reverseFmea');
  const awaiting = line.actionStatus === 'done' && line.revisedActionPriority === null;
  const rows: [string, string, string][] = [
    ['action', t('worksheet.action'), line.recommendedAction ?? ''],
    ['responsible', t('worksheet.responsible'), line.responsible ?? ''],
    ['target', t('worksheet.targetDate'), lineDateText(line.targetDate ?? '')],
    ['taken', t('worksheet.actionTaken'), line.actionTaken ?? ''],
    ['completed', t('worksheet.completionDate'), lineDateText(line.completionDate)],
  ];
  const shown = rows.filter(([, , value]) => value !== '');
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-2 text-sm" data-testid="line-action-block">
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={`rounded-md px-2 py-0.5 text-xs font-semibold ${STATUS_CLASSES[line.actionStatus]}`}
          data-testid="line-status"
        >
          {t(`worksheet.statuses.${line.actionStatus}`)}
        </span>
        {awaiting ? (
          <span
            className="rounded-md bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900"
            data-testid="line-awaiting"
          >
            {t('worksheet.statuses.awaiting_revision')}
          </span>
        ) : null}
        {line.revisedActionPriority && line.revised ? (
          <span className="flex flex-wrap items-center gap-2" data-testid="line-revised">
            <ApBadge ap={line.revisedActionPriority} testId="line-revised-ap" />
            <span className="tabular-nums text-slate-800">
              {t('worksheet.revised', {
                s: line.revised.severity,
                o: line.revised.occurrence,
                d: line.revised.detection,
                rpn: line.revisedRpn,
              })}
            </span>
          </span>
        ) : null}
      </div>
      {shown.length === 0 ? (
        <p className="text-slate-600">{t('worksheet.noAction')}</p>
      ) : (
        <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-3">
          {shown.map(([key, label, value]) => (
            <div key={key} className="contents">
              <dt className="font-medium text-slate-700">{label}</dt>
              <dd className="break-words text-slate-900" data-user-content data-testid={`line-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
