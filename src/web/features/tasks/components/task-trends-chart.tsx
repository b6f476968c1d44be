import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/ui/alert-box';
import { TrendChart, weekLabel } from '../../../components/ui/trend-chart';
import { errorMessage } from '../../../lib/api-client';
import { activeLocale } from '../../../lib/i18n';
import { useTaskTrends } from '../api/insights';

const WEEKS = 12;

/** Weekly created vs completed (bars) and overdue at each week's end (line), plant weeks, Monday-start. */
export function TaskTrendsChart() {
  const { t } = useTranslation('tasks');
  const trends = useTaskTrends(WEEKS);
  if (trends.error) return <AlertBox tone="error">{errorMessage(trends.error)}</AlertBox>;
  if (!trends.data) return <div className="h-64" aria-busy="true" />;
  const locale = activeLocale();
  const rows = trends.data.weeks.map((w) => ({ ...w, label: weekLabel(w.weekStart, locale) }));
  const created = { key: 'created', name: t('trends.created'), color: '#94a3b8' };
  const completed = { key: 'completed', name: t('trends.completed'), color: '#16a34a' };
  const overdue = { key: 'overdue', name: t('trends.overdue'), color: '#dc2626' };
  return (
    <figure>
      <TrendChart
        rows={rows}
        bars={[created, completed]}
        line={overdue}
        table={{
          testId: 'task-trends',
          caption: t('trends.heading'),
          weekHeader: t('trends.week'),
          columns: [
            { header: created.name, cell: (w) => w.created },
            { header: completed.name, cell: (w) => w.completed },
            { header: overdue.name, cell: (w) => w.overdue },
          ],
        }}
      />
      <figcaption className="mt-2 text-sm text-slate-600">{t('trends.hint', { count: WEEKS })}</figcaption>
    </figure>
  );
}
