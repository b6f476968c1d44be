import { useTranslation } from 'react-i18next';
import type { TAuditReport } from '../../../../../domain/audit/contract';
import { LevelBadge } from '../badges';
import { ScoreGauge } from './score-gauge';

/** Score gauge, compliance level and the finding counts by category. */
export function ReportSummary({ report }: { report: TAuditReport }) {
  const { t } = useTranslation('aiAuditor');
  const counts = [
    { key: 'total', value: report.totalFindings, tone: 'text-slate-900' },
    { key: 'major', value: report.majorFindings, tone: 'text-red-700' },
    { key: 'minor', value: report.minorFindings, tone: 'text-amber-700' },
    { key: 'observation', value: report.observations, tone: 'text-blue-700' },
  ] as const;
  return (
    <div className="grid gap-4 md:grid-cols-[16rem_1fr]" data-testid="report-summary">
      <div className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h3 className="text-sm font-semibold text-slate-700">{t('report.score')}</h3>
        <ScoreGauge score={report.overallScore} level={report.complianceLevel} />
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <span>{t('report.level')}:</span>
          <LevelBadge level={report.complianceLevel} />
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {counts.map(({ key, value, tone }) => (
          <div
            key={key}
            className="flex flex-col justify-center rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <dt className="text-sm text-slate-600">{t(`report.${key}`)}</dt>
            <dd className={`text-3xl font-bold tabular-nums ${tone}`} data-testid={`count-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
