import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/ui/alert-box';
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
  const day = new Intl.DateTimeFormat(activeLocale(), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const data = trends.data.weeks.map((w) => ({
    ...w,
    label: day.format(new Date(`${w.weekStart}T12:00:00Z`)),
  }));
  const labels = {
    created: t('trends.created'),
    completed: t('trends.completed'),
    overdue: t('trends.overdue'),
  };
  return (
    <figure>
      <div className="h-64 w-full" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#475569' }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} />
            <Tooltip />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            <Bar dataKey="created" name={labels.created} fill="#94a3b8" isAnimationActive={false} />
            <Bar dataKey="completed" name={labels.completed} fill="#16a34a" isAnimationActive={false} />
            <Line
              dataKey="overdue"
              name={labels.overdue}
              stroke="#dc2626"
              strokeWidth={2}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 text-sm text-slate-600">{t('trends.hint', { count: WEEKS })}</figcaption>
      {/* The same figures for screen readers and tests (the chart is hidden from them). */}
      <table className="sr-only" data-testid="task-trends">
        <caption>{t('trends.heading')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('trends.week')}</th>
            <th scope="col">{labels.created}</th>
            <th scope="col">{labels.completed}</th>
            <th scope="col">{labels.overdue}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((w) => (
            <tr key={w.weekStart}>
              <th scope="row">{w.label}</th>
              <td>{w.created}</td>
              <td>{w.completed}</td>
              <td>{w.overdue}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
