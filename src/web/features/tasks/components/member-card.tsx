import { ChevronDown, ChevronUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/ui/user-avatar';
import type { TWorkloadMember } from '../../../../domain/tasks/insights-contract';
import { efficiencyBand, workloadBand } from '../../../../domain/tasks/progress';
import { Link } from '../../../lib/router';
import { taskListLink } from '../api/insights';
import { BAND_TEXT } from './badges';
import { BandBar } from './band-bar';
import { formatHours } from './format-hours';
import { MemberTasks } from './member-tasks';
import { formatPercent } from '../../../lib/format';
import { activeLocale } from '../../../lib/i18n';
import { useDepartmentLabel } from '../../../lib/department-label';

interface Props {
  member: TWorkloadMember;
  /** The member's name as shown: with the username when someone else has the same display name. */
  name: string;
  expanded: boolean;
  onToggle: () => void;
  today: string;
}

/** One person's card: counts, workload and efficiency in their bands; opens to show their current tasks. */
export function MemberCard({ member: m, name, expanded, onToggle, today }: Props) {
  const { t } = useTranslation('tasks');
  const departmentLabel = useDepartmentLabel();
  const wBand = workloadBand(m.workloadPercentage);
  const panelId = `member-${m.userId}-tasks`;
  const figure = (label: string, value: number, tone = 'text-slate-900') => (
    <div className="rounded-lg bg-slate-50 px-2 py-1.5 text-center">
      <p className={`text-lg font-bold ${tone}`}>{value}</p>
      <p className="text-xs text-slate-600">{label}</p>
    </div>
  );
  return (
    <article
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
      data-testid="member-card"
      data-user={m.fullName}
    >
      <button
        type="button"
        onClick={onToggle}
        aria-expanded={expanded}
        aria-controls={panelId}
        aria-label={expanded ? t('team.hideTasks', { name }) : t('team.showTasks', { name })}
        className="w-full rounded-xl p-4 text-left hover:bg-slate-50"
      >
        <div className="flex items-center gap-3">
          <UserAvatar id={m.userId} name={m.fullName} size="lg" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-slate-900">{name}</p>
            <p className="truncate text-sm text-slate-600" data-testid="member-position">
              {m.position || m.role}
            </p>
            <p className="truncate text-xs text-slate-500">{departmentLabel(m.department)}</p>
          </div>
          {expanded ? (
            <ChevronUp className="h-5 w-5 text-slate-500" aria-hidden />
          ) : (
            <ChevronDown className="h-5 w-5 text-slate-500" aria-hidden />
          )}
        </div>
        <div className="mt-3 grid grid-cols-4 gap-2">
          {figure(t('team.total'), m.totalTasks)}
          {figure(t('team.completed'), m.completedTasks, 'text-green-700')}
          {figure(t('team.inProgress'), m.inProgressTasks, 'text-blue-700')}
          {figure(t('team.overdue'), m.overdueTasks, m.overdueTasks > 0 ? 'text-red-700' : 'text-slate-900')}
        </div>
        <div className="mt-3 space-y-2 text-sm">
          <div>
            <div className="mb-1 flex justify-between">
              <span className="text-slate-700">{t('team.workload')}</span>
              <span className={`font-semibold ${BAND_TEXT[wBand]}`} data-testid="workload-value">
                {formatPercent(m.workloadPercentage, activeLocale())}
              </span>
            </div>
            <BandBar
              value={m.workloadPercentage}
              band={wBand}
              label={`${t('team.workload')}: ${formatPercent(m.workloadPercentage, activeLocale())}`}
            />
            <p className="mt-1 text-xs text-slate-600">
              {t('team.remaining', { hours: formatHours(m.remainingHours) })}
            </p>
          </div>
          <div className="flex justify-between">
            <span className="text-slate-700">{t('team.efficiency')}</span>
            {m.efficiency === null ? (
              <span className="text-slate-600" title={t('team.noEfficiencyHint')}>
                {t('team.noEfficiency')}
              </span>
            ) : (
              <span
                className={`font-semibold ${BAND_TEXT[efficiencyBand(m.efficiency)]}`}
                data-testid="efficiency-value"
              >
                %{m.efficiency}
              </span>
            )}
          </div>
        </div>
      </button>
      {/* Drill-down to the task list: outside the toggle button (a link inside a button is invalid). */}
      <div className="flex flex-wrap gap-x-4 gap-y-1 px-4 pb-3 text-xs">
        <Link
          to={taskListLink({ assignee: m.userId, status: 'open' })}
          className="text-blue-700 hover:underline"
          data-testid="member-open-list"
        >
          {t('team.openInList')}
        </Link>
        {m.overdueTasks > 0 ? (
          <Link
            to={taskListLink({ assignee: m.userId, overdue: true })}
            aria-label={t('team.openOverdueInList', { name })}
            className="text-red-700 hover:underline"
          >
            {t('team.overdue')}: {m.overdueTasks}
          </Link>
        ) : null}
      </div>
      {expanded ? <MemberTasks userId={m.userId} today={today} panelId={panelId} /> : null}
    </article>
  );
}
