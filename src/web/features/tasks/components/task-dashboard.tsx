import { AlertTriangle, CheckCircle2, ClipboardList, Clock, Eye, ListTodo } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { completionRate, progressBand } from '../../../../domain/tasks/progress';
import { AlertBox } from '../../../components/ui/alert-box';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { Link } from '../../../lib/router';
import { taskListLink, useActivity, useTaskStats } from '../api/insights';
import { useUserLabels } from '../api/list-users';
import { ActivityFeed } from './activity-feed';
import { BandBar } from './band-bar';
import { TaskTrendsChart } from './task-trends-chart';
import { WeeklyProgressChart } from './weekly-progress-chart';
import { formatPercent } from '../../../lib/format';
import { activeLocale } from '../../../lib/i18n';

const TEAM_ROWS = 8;

function StatCard({
  icon: Icon,
  label,
  value,
  tone,
  testId,
  to,
}: {
  icon: LucideIcon;
  label: string;
  value: number;
  tone: string;
  testId: string;
  /** The task list behind the number (drill-down). */
  to: string;
}) {
  const { t } = useTranslation('tasks');
  return (
    <Link
      to={to}
      aria-label={`${t('dashboard.openList', { label })}: ${value}`}
      className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-blue-300 hover:bg-blue-50/40 focus-visible:outline-2 focus-visible:outline-blue-600"
    >
      <div className="flex items-center gap-3">
        <span className={`flex h-10 w-10 items-center justify-center rounded-lg ${tone}`}>
          <Icon className="h-5 w-5" aria-hidden />
        </span>
        <div>
          <p className="text-sm text-slate-600">{label}</p>
          <p className="text-2xl font-bold text-slate-900" data-testid={testId}>
            {value}
          </p>
        </div>
      </div>
    </Link>
  );
}

const panel = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

/** The work dashboard, computed by the server from the tasks table and the activity log; live. */
export function TaskDashboard() {
  const { t } = useTranslation('tasks');
  const stats = useTaskStats();
  const activity = useActivity(10);
  const names = useUserLabels();
  if (stats.isPending) return <PageSpinner label={t('app.loading', { ns: 'translation' })} />;
  if (stats.error) return <AlertBox tone="error">{errorMessage(stats.error)}</AlertBox>;
  const { totals, teamPerformance, weeklyProgress, today } = stats.data;
  const rate = stats.data.completionRate;
  return (
    <div className="space-y-6" data-testid="task-dashboard">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <StatCard
          icon={ClipboardList}
          label={t('dashboard.total')}
          value={totals.total}
          tone="bg-slate-100 text-slate-700"
          testId="stat-total"
          to={taskListLink({})}
        />
        <StatCard
          icon={ListTodo}
          label={t('dashboard.todo')}
          value={totals.todo}
          tone="bg-slate-100 text-slate-700"
          testId="stat-todo"
          to={taskListLink({ status: 'todo' })}
        />
        <StatCard
          icon={Clock}
          label={t('dashboard.inProgress')}
          value={totals.inProgress}
          tone="bg-blue-100 text-blue-800"
          testId="stat-in-progress"
          to={taskListLink({ status: 'in_progress' })}
        />
        <StatCard
          icon={Eye}
          label={t('dashboard.review')}
          value={totals.review}
          tone="bg-purple-100 text-purple-800"
          testId="stat-review"
          to={taskListLink({ status: 'review' })}
        />
        <StatCard
          icon={CheckCircle2}
          label={t('dashboard.completed')}
          value={totals.completed}
          tone="bg-green-100 text-green-800"
          testId="stat-completed"
          to={taskListLink({ status: 'completed' })}
        />
        <StatCard
          icon={AlertTriangle}
          label={t('dashboard.overdue')}
          value={totals.overdue}
          tone="bg-red-100 text-red-700"
          testId="stat-overdue"
          to={taskListLink({ overdue: true })}
        />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section className={panel} aria-labelledby="completion-heading">
          <h3 id="completion-heading" className="text-base font-semibold text-slate-900">
            {t('dashboard.completionRate')}
          </h3>
          <p className="mt-2 text-3xl font-bold text-slate-900" data-testid="completion-rate">
            %{rate}
          </p>
          <p className="mb-3 text-sm text-slate-600">
            {t('dashboard.completionDetail', { completed: totals.completed, total: totals.total })}
          </p>
          <BandBar value={rate} band={progressBand(rate)} label={t('dashboard.completionRate')} size="h-3" />
          <h3 className="mt-6 mb-1 text-base font-semibold text-slate-900">
            {t('dashboard.weeklyProgress')}
          </h3>
          <p className="mb-3 text-sm text-slate-600">{t('dashboard.weeklyHint')}</p>
          <WeeklyProgressChart days={weeklyProgress} today={today} />
        </section>
        <section className={panel} aria-labelledby="team-performance-heading">
          <h3 id="team-performance-heading" className="mb-4 text-base font-semibold text-slate-900">
            {t('dashboard.teamPerformance')}
          </h3>
          {teamPerformance.length === 0 ? (
            <p className="text-sm text-slate-600">{t('dashboard.noTeam')}</p>
          ) : null}
          <ul className="space-y-4" data-testid="team-performance">
            {teamPerformance.slice(0, TEAM_ROWS).map((p) => {
              const r = completionRate(p.completed, p.total);
              const name = names.get(p.userId) ?? p.fullName;
              return (
                <li key={p.userId}>
                  <div className="mb-1 flex items-center gap-3">
                    <span
                      className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-blue-100 text-xs font-bold text-blue-800"
                      aria-hidden
                    >
                      {p.initials}
                    </span>
                    <div className="min-w-0 flex-1">
                      <Link
                        to={taskListLink({ assignee: p.userId, status: 'open' })}
                        aria-label={t('dashboard.openMemberTasks', { name })}
                        className="block truncate text-sm font-medium text-slate-900 hover:text-blue-700 hover:underline"
                        data-testid="member-drilldown"
                      >
                        {name}
                      </Link>
                      <p className="text-xs text-slate-600">
                        {t('dashboard.memberDetail', {
                          completed: p.completed,
                          total: p.total,
                          overdue: p.overdue,
                        })}
                      </p>
                    </div>
                    <span className="text-sm font-semibold text-slate-800">
                      {formatPercent(r, activeLocale())}
                    </span>
                  </div>
                  <BandBar
                    value={r}
                    band={progressBand(r)}
                    label={`${name}: ${formatPercent(r, activeLocale())}`}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      <section className={panel} aria-labelledby="task-trends-heading">
        <h3 id="task-trends-heading" className="mb-4 text-base font-semibold text-slate-900">
          {t('trends.heading')}
        </h3>
        <TaskTrendsChart />
      </section>
      <section className={panel} aria-labelledby="recent-activities-heading">
        <h3 id="recent-activities-heading" className="mb-4 text-base font-semibold text-slate-900">
          {t('dashboard.recentActivities')}
        </h3>
        {activity.error ? <AlertBox tone="error">{errorMessage(activity.error)}</AlertBox> : null}
        <ActivityFeed activities={activity.data?.activities ?? []} testId="recent-activities" />
      </section>
    </div>
  );
}
