import { CheckCircle2, Clock, FileSearch, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../../components/ui/alert-box';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageSpinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-client';
import { formatNumber } from '../../../../lib/format';
import { activeLocale } from '../../../../lib/i18n';
import { useAnalysisStats } from '../../api/get-stats';
import { AnalysisTrends } from './analysis-trends';
import { AiPerformance, CategoryList } from './dashboard-panels';
import { LatestAnalyses } from './latest-analyses';
import { StatCard } from './stat-card';

/** 8D dashboard, computed by the server from all analyses; refreshed every 30 s and on live changes. */
export function DashboardScreen() {
  const { t } = useTranslation('analyses');
  const stats = useAnalysisStats();
  const locale = activeLocale();

  if (stats.isPending) return <PageSpinner label={t('app.loading', { ns: 'translation' })} />;
  if (stats.data === undefined) return <AlertBox tone="error">{errorMessage(stats.error)}</AlertBox>;
  const s = stats.data;
  const rating =
    s.averageRating === null
      ? '–'
      : t('dashboard.outOfFive', { value: formatNumber(s.averageRating, 1, locale) });

  return (
    <div className="space-y-6" data-testid="dashboard">
      {/* A failed background refresh keeps the last figures but says so. */}
      {stats.error ? <AlertBox tone="error">{errorMessage(stats.error)}</AlertBox> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          icon={FileSearch}
          tone="blue"
          title={t('dashboard.total')}
          value={formatNumber(s.total, 0, locale)}
          testId="stat-total"
        />
        <StatCard
          icon={CheckCircle2}
          tone="green"
          title={t('dashboard.completed')}
          value={formatNumber(s.completed, 0, locale)}
          testId="stat-completed"
        />
        <StatCard
          icon={Clock}
          tone="amber"
          title={t('dashboard.inProgress')}
          value={formatNumber(s.inProgress, 0, locale)}
          testId="stat-in-progress"
        />
        <StatCard
          icon={Star}
          tone="purple"
          title={t('dashboard.averageRating')}
          value={rating}
          subtitle={
            s.ratedCount > 0 ? t('dashboard.ratedCount', { count: s.ratedCount }) : t('dashboard.notRated')
          }
          testId="stat-rating"
        />
      </div>
      {s.total === 0 ? (
        <EmptyState icon={FileSearch} title={t('empty.noAnalyses')} hint={t('empty.noAnalysesHint')} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <LatestAnalyses rows={s.latest} />
          <div className="space-y-6">
            <AiPerformance stats={s} />
            <CategoryList categories={s.categories} total={s.total} />
          </div>
        </div>
      )}
      {s.total === 0 ? null : <AnalysisTrends />}
    </div>
  );
}
