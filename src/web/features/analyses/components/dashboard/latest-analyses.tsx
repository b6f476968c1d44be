import { Link } from '../../../../lib/router';
import { useTranslation } from 'react-i18next';
import type { TAnalysisSummary } from '../../../../../domain/analyses/api-contract';
import { StarRating } from '../../../../components/ui/star-rating';
import { formatDateTime } from '../../../../lib/format';
import { activeLocale } from '../../../../lib/i18n';
import { StatusBadge } from '../badges';
import { useAnalysisLabels } from '../use-analysis-labels';

/** The five latest analyses with their stars and status; each opens its report in the history. */
export function LatestAnalyses({ rows }: { rows: readonly TAnalysisSummary[] }) {
  const { t } = useTranslation('analyses');
  const labels = useAnalysisLabels();
  return (
    <section
      className="self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="latest-analyses"
    >
      <h3 className="mb-3 font-semibold text-slate-900">{t('dashboard.latest')}</h3>
      <ul className="divide-y divide-slate-100">
        {rows.map((row) => (
          <li
            key={row.id}
            className="flex flex-wrap items-center justify-between gap-3 py-3"
            data-testid="latest-row"
          >
            <div className="min-w-0 flex-1">
              <Link
                to={`/8d/history?report=${row.id}`}
                className="font-medium break-words text-blue-800 hover:underline"
              >
                {row.title}
              </Link>
              <p className="text-xs text-slate-600">
                {row.problemType} · {labels.category(row.category)} ·{' '}
                {formatDateTime(row.createdAt, activeLocale())}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <StarRating value={row.rating} label={t('rating.label')} starLabel={labels.stars} size="sm" />
              <StatusBadge status={row.status} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
