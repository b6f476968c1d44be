import { Activity, Gauge, Settings2, Target, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { efficiencyBand, workloadBand } from '../../../../domain/tasks/progress';
import { canEditTeamCapacity } from '../../../../domain/tasks/permissions';
import { zonedDate } from '../../../../domain/shared/calendar';
import { AlertBox } from '../../../components/ui/alert-box';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useMe } from '../../../lib/current-user';
import { useTeamWorkload } from '../api/insights';
import { useUserLabels } from '../api/list-users';
import { BAND_BAR, BAND_TEXT } from './badges';
import { BandBar } from './band-bar';
import { CapacityForm } from './capacity-form';
import { MemberCard } from './member-card';
import { formatPercent } from '../../../lib/format';
import { activeLocale } from '../../../lib/i18n';

function Average({
  icon: Icon,
  label,
  value,
  tone,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  tone: string;
}) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <Icon className="h-8 w-8 text-slate-500" aria-hidden />
      <div>
        <p className="text-sm text-slate-600">{label}</p>
        <p className={`text-2xl font-bold ${tone}`}>{value}</p>
      </div>
    </div>
  );
}

/** 'Ekip Yoğunluğu': computed per user from their tasks; cards open to show the current tasks. */
export function TeamWorkload() {
  const { t } = useTranslation('tasks');
  const workload = useTeamWorkload();
  const me = useMe();
  const names = useUserLabels();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState(false);
  if (workload.isPending) return <PageSpinner label={t('app.loading', { ns: 'translation' })} />;
  if (workload.error) return <AlertBox tone="error">{errorMessage(workload.error)}</AlertBox>;
  const { members, averages, distribution, capacityHours } = workload.data;
  const today = zonedDate(new Date());
  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const nameOf = (m: (typeof members)[number]) => names.get(m.userId) ?? m.fullName;
  const byLoad = [...members].sort((a, b) => b.workloadPercentage - a.workloadPercentage);
  const eff = averages.efficiency;
  return (
    <div className="space-y-6" data-testid="team-workload">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">{t('team.heading')}</h2>
          <p className="text-sm text-slate-600">{t('team.subtitle')}</p>
        </div>
        <div className="text-right">
          <p className="text-sm font-medium text-slate-800" data-testid="capacity">
            {t('team.capacity', { hours: capacityHours })}
          </p>
          {canEditTeamCapacity(me.data ?? null) ? (
            <button
              type="button"
              onClick={() => setEditing((v) => !v)}
              className="mt-1 inline-flex min-h-10 items-center gap-1 text-sm text-blue-700 hover:underline"
              aria-expanded={editing}
            >
              <Settings2 className="h-4 w-4" aria-hidden />
              {t('team.editCapacity')}
            </button>
          ) : null}
        </div>
      </div>
      {editing ? (
        <div className="max-w-sm rounded-xl border border-slate-200 bg-white p-4">
          <CapacityForm current={capacityHours} />
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Average
          icon={Users}
          label={t('team.members')}
          value={String(members.length)}
          tone="text-slate-900"
        />
        <Average
          icon={Gauge}
          label={t('team.averageWorkload')}
          value={formatPercent(averages.workloadPercentage, activeLocale())}
          tone={BAND_TEXT[workloadBand(averages.workloadPercentage)]}
        />
        <Average
          icon={Target}
          label={t('team.averageEfficiency')}
          value={eff === null ? t('team.noEfficiency') : formatPercent(eff, activeLocale())}
          tone={eff === null ? 'text-slate-600' : BAND_TEXT[efficiencyBand(eff)]}
        />
        <Average
          icon={Activity}
          label={t('team.averageCompletion')}
          value={formatPercent(averages.completionRate, activeLocale())}
          tone="text-slate-900"
        />
      </div>
      <div className="grid grid-cols-1 items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
        {members.map((m) => (
          <MemberCard
            key={m.userId}
            member={m}
            name={nameOf(m)}
            expanded={expanded.has(m.userId)}
            onToggle={() => toggle(m.userId)}
            today={today}
          />
        ))}
      </div>
      <section
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        aria-labelledby="distribution-heading"
      >
        <h3 id="distribution-heading" className="text-base font-semibold text-slate-900">
          {t('team.distribution')}
        </h3>
        <ul className="mt-2 mb-4 flex flex-wrap gap-3 text-sm" aria-label={t('team.distribution')}>
          {(['green', 'yellow', 'orange', 'red'] as const).map((band) => (
            <li key={band} className="flex items-center gap-1.5">
              <span className={`h-3 w-3 rounded-full ${BAND_BAR[band]}`} aria-hidden />
              {t(`team.bands.${band}`)}: <strong data-testid={`band-${band}`}>{distribution[band]}</strong>
            </li>
          ))}
        </ul>
        <ul className="space-y-2" data-testid="distribution-bars">
          {byLoad.map((m) => (
            <li
              key={m.userId}
              className="grid grid-cols-[minmax(0,10rem)_1fr_3.5rem] items-center gap-3 text-sm"
            >
              <span className="truncate text-slate-800">{nameOf(m)}</span>
              <BandBar
                value={m.workloadPercentage}
                band={workloadBand(m.workloadPercentage)}
                label={`${nameOf(m)}: ${formatPercent(m.workloadPercentage, activeLocale())}`}
                size="h-3"
              />
              <span className={`text-right font-semibold ${BAND_TEXT[workloadBand(m.workloadPercentage)]}`}>
                {formatPercent(m.workloadPercentage, activeLocale())}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
