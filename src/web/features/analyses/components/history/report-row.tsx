import { Calendar, Download, Eye, Trash2, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TAnalysisListRow } from '../../../../../domain/analyses/api-contract';
import { StarRating } from '../../../../components/ui/star-rating';
import { formatDateTime } from '../../../../lib/format';
import { activeLocale } from '../../../../lib/i18n';
import { ConfidenceChip, StatusBadge } from '../badges';
import { useAnalysisLabels } from '../use-analysis-labels';

export interface RowActions {
  onView: (row: TAnalysisListRow) => void;
  onDownload: (row: TAnalysisListRow) => void;
  onDelete: (row: TAnalysisListRow) => void;
  onRate: (row: TAnalysisListRow, rating: number) => void;
  busyId: string | null;
}

function IconButton({
  label,
  onClick,
  children,
  danger = false,
  testId,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  danger?: boolean;
  testId: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      data-testid={testId}
      className={`inline-flex h-10 w-10 items-center justify-center rounded-lg border border-slate-200 ${danger ? 'text-red-700 hover:bg-red-50' : 'text-slate-700 hover:bg-slate-100'}`}
    >
      {children}
    </button>
  );
}

/** One report of the history: title, date, category, confidence, status, stars and the row actions. */
export function ReportRow({ row, actions }: { row: TAnalysisListRow; actions: RowActions }) {
  const { t } = useTranslation('analyses');
  const labels = useAnalysisLabels();
  return (
    <article
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:flex-row md:items-center"
      data-testid="report-row"
      data-id={row.id}
    >
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold break-words text-slate-900" data-testid="report-title" data-user-content>
          {row.title}
        </h3>
        <p className="text-sm text-slate-700">{row.problemType}</p>
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-slate-600">
          <span className="inline-flex items-center gap-1" data-testid="report-date">
            <Calendar className="h-3.5 w-3.5" aria-hidden />
            {formatDateTime(row.createdAt, activeLocale())}
          </span>
          <span
            className="rounded-full bg-slate-100 px-2.5 py-0.5 font-medium text-slate-800"
            data-testid="report-category"
          >
            {labels.category(row.category)}
          </span>
          <ConfidenceChip confidence={row.confidence} />
          <StatusBadge status={row.status} />
          <span className="inline-flex items-center gap-1">
            <User className="h-3.5 w-3.5" aria-hidden />
            {row.userFullName}
          </span>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <StarRating
          value={row.rating}
          label={t('rating.label')}
          starLabel={labels.stars}
          size="sm"
          disabled={!row.can.rate || actions.busyId === row.id}
          onChange={(rating) => actions.onRate(row, rating)}
          testId="row-rating"
        />
        <IconButton label={t('history.view')} onClick={() => actions.onView(row)} testId="row-view">
          <Eye className="h-5 w-5" aria-hidden />
        </IconButton>
        <IconButton
          label={t('history.download')}
          onClick={() => actions.onDownload(row)}
          testId="row-download"
        >
          <Download className="h-5 w-5" aria-hidden />
        </IconButton>
        {/* What this user may do comes with the row (`can`, the rule the server enforces). */}
        {row.can.delete ? (
          <IconButton
            label={t('history.delete')}
            onClick={() => actions.onDelete(row)}
            danger
            testId="row-delete"
          >
            <Trash2 className="h-5 w-5" aria-hidden />
          </IconButton>
        ) : null}
      </div>
    </article>
  );
}
