import { useTranslation } from 'react-i18next';
import type { TAnalysisStats } from '../../../../../domain/analyses/api-contract';
import { formatNumber, formatPercent } from '../../../../lib/format';
import {
  PROCESS_DOMAINS,
  type ProcessDomainId,
} from '../../../../../domain/analyses/knowledge/knowledge-entry';
import { activeLocale } from '../../../../lib/i18n';

function Bar({
  label,
  value,
  percent,
  color,
  testId,
}: {
  label: string;
  value: string;
  percent: number;
  color: string;
  testId: string;
}) {
  const width = Math.max(0, Math.min(100, percent));
  return (
    <div data-testid={testId}>
      <div className="mb-1 flex justify-between gap-2 text-sm">
        <span className="text-slate-700">{label}</span>
        <span className="font-semibold text-slate-900">{value}</span>
      </div>
      <div className="h-2.5 overflow-hidden rounded-full bg-slate-200" role="presentation">
        <div className={`h-full rounded-full ${color}`} style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}

/** 'AI Performansı': database match = average confidence, satisfaction = average rating, accuracy = confidence + 5 (≤ 100). */
export function AiPerformance({ stats }: { stats: TAnalysisStats }) {
  const { t } = useTranslation('analyses');
  const locale = activeLocale();
  const pct = (v: number | null) => (v === null ? '–' : formatPercent(v, locale));
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="ai-performance"
    >
      <h3 className="mb-4 font-semibold text-slate-900">{t('dashboard.aiPerformance')}</h3>
      <div className="space-y-4">
        <Bar
          label={t('dashboard.dbMatch')}
          value={pct(stats.averageConfidence)}
          percent={stats.averageConfidence ?? 0}
          color="bg-blue-600"
          testId="perf-db-match"
        />
        <Bar
          label={t('dashboard.satisfaction')}
          value={
            stats.averageRating === null
              ? '–'
              : t('dashboard.outOfFive', { value: formatNumber(stats.averageRating, 1, locale) })
          }
          percent={((stats.averageRating ?? 0) / 5) * 100}
          color="bg-amber-500"
          testId="perf-satisfaction"
        />
        <Bar
          label={t('dashboard.accuracy')}
          value={pct(stats.technicalAccuracy)}
          percent={stats.technicalAccuracy ?? 0}
          color="bg-green-600"
          testId="perf-accuracy"
        />
      </div>
    </section>
  );
}

/** 'Problem Kategorileri': analyses per production domain of the matched knowledge entry. */
export function CategoryList({
  categories,
  total,
}: {
  categories: TAnalysisStats['categories'];
  total: number;
}) {
  const { t } = useTranslation('analyses');
  // The server counts by the knowledge base's Turkish domain label (or 'Diğer'); shown in the interface language.
  const categoryLabel = (label: string) => {
    const id = (Object.keys(PROCESS_DOMAINS) as ProcessDomainId[]).find((d) => PROCESS_DOMAINS[d] === label);
    return id ? t(`enums.processType.${id}`) : label === 'Diğer' ? t('statsCategory.other') : label;
  };
  const locale = activeLocale();
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="category-list"
    >
      <h3 className="mb-4 font-semibold text-slate-900">{t('dashboard.categories')}</h3>
      <ul className="space-y-3">
        {categories.map((c) => (
          <li key={c.label}>
            <Bar
              label={categoryLabel(c.label)}
              value={formatNumber(c.count, 0, locale)}
              percent={total > 0 ? (c.count / total) * 100 : 0}
              color="bg-indigo-500"
              testId="category-row"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
