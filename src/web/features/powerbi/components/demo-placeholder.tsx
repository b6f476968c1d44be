import { BarChart3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { Sparkline } from '../../../components/ui/sparkline';
import { Spinner } from '../../../components/ui/spinner';
import { activeLocale } from '../../../lib/i18n';
import { formatDateTime, formatNumber, formatPercent } from '../../../lib/format';
import { useDemoFigures } from '../api/demo-figures';

/**
 * The demo token's placeholder: instead of the prototype's fixed figures it shows this installation's
 * own (tasks, completion, open 8D analyses, last Cpk), refreshed live when tasks or analyses change.
 */
export function DemoPlaceholder() {
  const { t } = useTranslation('powerbi');
  const figures = useDemoFigures();
  const locale = activeLocale();
  const data = figures.data;
  return (
    <section
      aria-labelledby="powerbi-demo-title"
      className="flex min-h-[800px] flex-col items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-gradient-to-br from-slate-50 to-blue-50 p-6 text-center"
      data-testid="powerbi-demo"
    >
      <BarChart3 className="h-16 w-16 text-blue-700" aria-hidden />
      <h3 id="powerbi-demo-title" className="mt-3 text-xl font-semibold text-slate-900">
        {t('demo.title')}
      </h3>
      <p className="mt-1 max-w-xl text-sm text-slate-600">{t('demo.source')}</p>
      {figures.isPending ? (
        <div className="mt-6">
          <Spinner label={t('demo.loading')} />
        </div>
      ) : figures.isError || !data ? (
        <div className="mt-6">
          <LoadError error={figures.error} onRetry={() => void figures.refetch()} />
        </div>
      ) : (
        <>
          <dl className="mt-6 grid w-full max-w-3xl grid-cols-2 gap-4 md:grid-cols-4">
            <Figure
              testId="demo-total-tasks"
              label={t('demo.totalTasks')}
              value={formatNumber(data.totalTasks, 0, locale)}
              trend={data.trend.totalTasks}
              formatValue={(v) => formatNumber(v, 0, locale)}
            />
            <Figure
              testId="demo-completion-rate"
              label={t('demo.completionRate')}
              value={formatPercent(data.completionRate, locale)}
              note={t('demo.completedOf', { completed: formatNumber(data.completedTasks, 0, locale) })}
              trend={data.trend.completionRate}
              formatValue={(v) => formatPercent(v, locale)}
            />
            <Figure
              testId="demo-open-analyses"
              label={t('demo.openAnalyses')}
              value={formatNumber(data.openAnalyses, 0, locale)}
              trend={data.trend.startedAnalyses}
              formatValue={(v) => formatNumber(v, 0, locale)}
              trendLabel={t('demo.startedAnalyses')}
            />
            <Figure
              testId="demo-last-cpk"
              label={t('demo.lastCpk')}
              value={data.lastCpk ? formatNumber(data.lastCpk.value, 2, locale) : '—'}
              note={data.lastCpk ? data.lastCpk.studyName : t('demo.noStudy')}
              trend={data.trend.cpk}
              formatValue={(v) => formatNumber(v, 2, locale)}
              trendLabel={t('demo.recentStudies', { count: data.trend.cpk.length })}
            />
          </dl>
          <p className="mt-4 text-xs text-slate-500">
            {t('demo.computedAt', { time: formatDateTime(data.computedAt, locale) })}
          </p>
        </>
      )}
    </section>
  );
}

function Figure({
  label,
  value,
  note,
  testId,
  trend,
  formatValue,
  trendLabel,
}: {
  label: string;
  value: string;
  note?: string;
  testId: string;
  trend: readonly number[];
  formatValue: (value: number) => string;
  /** What the line shows when it is not the figure itself week by week. */
  trendLabel?: string;
}) {
  const { t } = useTranslation('powerbi');
  const weeks = trend.length;
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900" data-testid={testId}>
        {value}
      </dd>
      {note ? <dd className="mt-1 truncate text-xs text-slate-500">{note}</dd> : null}
      <dd>
        <Sparkline
          values={trend}
          testId={`${testId}-trend`}
          label={t('demo.trendLabel', {
            label: trendLabel ?? label,
            weeks,
            values: trend.map(formatValue).join(', '),
          })}
        />
        {weeks > 1 ? (
          <span className="text-[11px] text-slate-500">{trendLabel ?? t('demo.trend', { weeks })}</span>
        ) : null}
      </dd>
    </div>
  );
}
