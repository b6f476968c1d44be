import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { TTaskStats } from '../../../../domain/tasks/insights-contract';
import { activeLocale } from '../../../lib/i18n';

/** Tasks completed on each day of this week (Mon-Sun, Istanbul); today's bar is highlighted. */
export function WeeklyProgressChart({ days, today }: { days: TTaskStats['weeklyProgress']; today: string }) {
  const { t } = useTranslation('tasks');
  const weekday = new Intl.DateTimeFormat(activeLocale(), { weekday: 'short', timeZone: 'UTC' });
  const data = days.map((d) => ({
    ...d,
    label: weekday.format(new Date(`${d.date}T12:00:00Z`)),
    isToday: d.date === today,
  }));
  const total = days.reduce((s, d) => s + d.completed, 0);
  return (
    <figure>
      <div className="h-56 w-full" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
            <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#475569' }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} />
            <Tooltip formatter={(value) => [value, t('dashboard.completedTasks')]} />
            <Bar
              dataKey="completed"
              name={t('dashboard.completedTasks')}
              fill="#2563eb"
              radius={[4, 4, 0, 0]}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 text-sm text-slate-700">
        {t('dashboard.weekTotal', { count: total })}
      </figcaption>
      {/* The same figures as a table for screen readers (the chart itself is hidden from them). */}
      <table className="sr-only" data-testid="weekly-progress">
        <caption>{t('dashboard.weeklyProgress')}</caption>
        <tbody>
          {data.map((d) => (
            <tr key={d.date}>
              <th scope="row">{d.label}</th>
              <td>{d.completed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
