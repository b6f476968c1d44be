import { FileX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../../lib/router';
import type { TAnalysisListRow } from '../../../../../domain/analyses/api-contract';
import { AlertBox } from '../../../../components/ui/alert-box';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageSpinner, Spinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-client';
import { formatNumber } from '../../../../lib/format';
import { activeLocale } from '../../../../lib/i18n';
import { useDeleteAnalysis } from '../../api/delete-analysis';
import { useDownloadPdf } from '../../api/download-pdf';
import { useAnalysisList } from '../../api/list-analyses';
import { useRateAnalysis } from '../../api/rate-analysis';
import { LoadError } from '../../../../components/ui/load-error';
import { HistoryFiltersBar } from './history-filters-bar';
import { ReportList } from './report-list';
import type { RowActions } from './report-row';
import { ReportModal } from './report-modal';
import { useHistoryFilters } from './use-history-filters';

/** 'Rapor Geçmişi': server-side search, filter, sort and paging; view (?report=<id>), PDF, rate, delete. */
export function HistoryScreen() {
  const { t } = useTranslation('analyses');
  const { filters, searchText, setSearchText, setCategory, setSort, setFrom, setTo } = useHistoryFilters();
  const [params, setParams] = useSearchParams();
  const list = useAnalysisList(filters);
  const rate = useRateAnalysis();
  const download = useDownloadPdf();
  const remove = useDeleteAnalysis();
  const [toDelete, setToDelete] = useState<TAnalysisListRow | null>(null);

  const rows = list.data?.pages.flatMap((page) => page.analyses) ?? [];
  const total = list.data?.pages.at(-1)?.total ?? 0;
  const reportId = params.get('report');
  const setReport = (id: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id) next.set('report', id);
      else next.delete('report');
      return next;
    });

  const actions: RowActions = {
    onView: (row) => setReport(row.id),
    onDownload: (row) => download.mutate({ kind: 'one', id: row.id }),
    onDelete: (row) => {
      remove.reset();
      setToDelete(row);
    },
    onRate: (row, rating) => rate.mutate({ id: row.id, rating }),
    busyId: rate.isPending ? (rate.variables?.id ?? null) : null,
  };
  const actionError = rate.error ?? download.error;

  return (
    <div className="space-y-4" data-testid="history">
      <HistoryFiltersBar
        filters={filters}
        searchText={searchText}
        onSearch={setSearchText}
        onCategory={setCategory}
        onSort={setSort}
        onFrom={setFrom}
        onTo={setTo}
        onBulkDownload={() => download.mutate({ kind: 'all', filters })}
        bulkDisabled={total === 0}
        bulkPending={download.isPending && download.variables?.kind === 'all'}
      />
      {actionError ? <AlertBox tone="error">{errorMessage(actionError)}</AlertBox> : null}
      {list.error ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.isPending ? <PageSpinner label={t('app.loading', { ns: 'translation' })} /> : null}
      {list.data ? (
        <p
          className="flex items-center gap-2 text-sm text-slate-700"
          aria-live="polite"
          data-testid="history-count"
        >
          {t('history.count', { total: formatNumber(total, 0, activeLocale()) })}
          {list.isFetching && !list.isFetchingNextPage ? <Spinner /> : null}
        </p>
      ) : null}
      {list.isSuccess && rows.length === 0 ? (
        // 'change your search' only when there is a search or a filter; a fresh install has none yet
        filters.search || filters.category !== 'all' || filters.from || filters.to ? (
          <EmptyState icon={FileX} title={t('empty.noReports')} hint={t('empty.changeCriteria')} />
        ) : (
          <EmptyState icon={FileX} title={t('empty.noReportsYet')} hint={t('empty.noAnalysesHint')} />
        )
      ) : null}
      {rows.length > 0 ? <ReportList rows={rows} actions={actions} /> : null}
      {list.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void list.fetchNextPage()}
            disabled={list.isFetchingNextPage}
            data-testid="load-more"
          >
            {list.isFetchingNextPage
              ? t('app.loading', { ns: 'translation' })
              : t('history.loadMore', { shown: rows.length, total })}
          </Button>
        </div>
      ) : null}
      <ReportModal id={reportId} onClose={() => setReport(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('history.deleteTitle')}
        confirmLabel={t('history.deleteConfirm')}
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete.id, { onSuccess: () => setToDelete(null) })}
      >
        <p>{t('history.deleteText', { title: toDelete?.title ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
