import { useTranslation } from 'react-i18next';
import {
  type TProblemCategory,
  type TReportCategoryFilter,
  PROBLEM_CATEGORY_LABELS,
  ZProblemCategory,
  ZReportCategoryFilter,
} from '../../../../../domain/analyses/contract';
import { AlertBox } from '../../../../components/ui/alert-box';
import { TrendChart, weekLabel } from '../../../../components/ui/trend-chart';
import { errorMessage } from '../../../../lib/api-client';
import { formatNumber } from '../../../../lib/format';
import { activeLocale } from '../../../../lib/i18n';
import { addDays } from '../../../../../domain/shared/calendar';
import { Link, useNavigate } from '../../../../lib/router';
import { useAnalysisTrends } from '../../api/get-trends';

const WEEKS = 12;
const COLORS: Record<TProblemCategory, string> = {
  quality: '#2563eb',
  process: '#7c3aed',
  material: '#0891b2',
  equipment: '#ea580c',
  human: '#db2777',
  environment: '#16a34a',
};

/** The history's category filter for a problem category: its Turkish label in tr-TR lower case. */
const historyFilter = (category: TProblemCategory): TReportCategoryFilter =>
  ZReportCategoryFilter.catch('all').parse(PROBLEM_CATEGORY_LABELS[category].toLocaleLowerCase('tr-TR'));

/** The history of one plant week (Monday to Sunday), as the dashboard's week links open it. */
const weekHistory = (weekStart: string): string =>
  `/8d/history?from=${weekStart}&to=${addDays(weekStart, 6)}`;

/**
 * 8D trend: analyses per plant week stacked by problem category, average rating per week (right axis).
 * A week's bar opens that week's reports in the history (the hidden table carries the same links).
 */
export function AnalysisTrends() {
  const { t } = useTranslation('analyses');
  const trends = useAnalysisTrends(WEEKS);
  const navigate = useNavigate();
  const locale = activeLocale();
  if (trends.error) return <AlertBox tone="error">{errorMessage(trends.error)}</AlertBox>;
  if (!trends.data) return <div className="h-64" aria-busy="true" />;
  const categories = ZProblemCategory.options;
  const rows = trends.data.weeks.map((w) => ({
    ...w.byCategory,
    label: weekLabel(w.weekStart, locale),
    weekStart: w.weekStart,
    total: w.total,
    rating: w.averageRating,
  }));
  const totals = categories.map((c) => ({
    category: c,
    count: trends.data.weeks.reduce((s, w) => s + w.byCategory[c], 0),
  }));
  const name = (c: TProblemCategory) => t(`enums.category.${c}`);
  return (
    <section
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="analysis-trends"
    >
      <h3 className="mb-1 font-semibold text-slate-900">{t('dashboard.trends')}</h3>
      <p className="mb-3 text-sm text-slate-600">{t('dashboard.trendsHint', { count: WEEKS })}</p>
      <TrendChart
        rows={rows}
        bars={categories.map((c) => ({ key: c, name: name(c), color: COLORS[c], stackId: 'week' }))}
        line={{ key: 'rating', name: t('dashboard.trendRating'), color: '#d97706' }}
        lineAxis={{ domain: [0, 5], color: '#b45309' }}
        onBarClick={(w) => navigate(weekHistory(w.weekStart))}
        table={{
          testId: 'analysis-trends-table',
          caption: t('dashboard.trends'),
          weekHeader: t('dashboard.week'),
          weekCell: (w) => (
            <Link to={weekHistory(w.weekStart)} data-testid="trend-week-link">
              {t('dashboard.openWeek', { label: w.label })}
            </Link>
          ),
          columns: [
            { header: t('dashboard.weekTotal'), cell: (w) => w.total },
            {
              header: t('dashboard.trendRating'),
              cell: (w) => (w.rating === null ? '–' : formatNumber(w.rating, 1, locale)),
            },
          ],
        }}
      />
      <p className="mt-4 mb-2 text-sm font-medium text-slate-700">
        {t('dashboard.byCategory', { count: WEEKS })}
      </p>
      <ul className="flex flex-wrap gap-2">
        {totals.map(({ category, count }) => (
          <li key={category}>
            <Link
              to={`/8d/history?category=${encodeURIComponent(historyFilter(category))}`}
              aria-label={`${t('dashboard.openHistory', { label: name(category) })}: ${count}`}
              className="inline-flex items-center gap-2 rounded-full border border-slate-200 px-3 py-1 text-sm text-slate-800 hover:border-blue-300 hover:bg-blue-50"
              data-testid="trend-category-link"
              data-category={category}
            >
              <span
                className="h-2.5 w-2.5 rounded-full"
                style={{ backgroundColor: COLORS[category] }}
                aria-hidden
              />
              {name(category)}
              <span className="font-semibold">{formatNumber(count, 0, locale)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
