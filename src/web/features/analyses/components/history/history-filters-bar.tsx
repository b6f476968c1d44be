import { Download, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ZReportCategoryFilter, ZReportSort } from '../../../../../domain/analyses/contract';
import { Button } from '../../../../components/ui/button';
import type { HistoryFilters } from '../../api/analysis-keys';
import { controlClass } from '../../../../components/ui/form/control-class';
import { DateInput } from '../../../../components/ui/form/date-input';
import { Select } from '../../../../components/ui/form/select';

interface Props {
  filters: HistoryFilters;
  searchText: string;
  onSearch: (text: string) => void;
  onCategory: (value: string) => void;
  onSort: (value: string) => void;
  onFrom: (value: string) => void;
  onTo: (value: string) => void;
  onBulkDownload: () => void;
  bulkDisabled: boolean;
  bulkPending: boolean;
}

// The kit's control look: one class string for every text field, select and date.
const CONTROL = controlClass;

/** Search (server-side, Turkish-aware), category, created from/to, sort and the bulk PDF of everything listed. */
export function HistoryFiltersBar({
  filters,
  searchText,
  onSearch,
  onCategory,
  onSort,
  onFrom,
  onTo,
  onBulkDownload,
  bulkDisabled,
  bulkPending,
}: Props) {
  const { t } = useTranslation('analyses');
  return (
    <div className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto] md:items-end">
      <div>
        <label htmlFor="history-search" className="mb-1 block text-sm font-medium text-slate-800">
          {t('history.search')}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
            aria-hidden
          />
          <input
            id="history-search"
            type="search"
            value={searchText}
            onChange={(e) => onSearch(e.target.value)}
            placeholder={t('history.searchPlaceholder')}
            className={`${CONTROL} pl-9`}
          />
        </div>
      </div>
      <div>
        <label htmlFor="history-category" className="mb-1 block text-sm font-medium text-slate-800">
          {t('history.category')}
        </label>
        <Select id="history-category" value={filters.category} onChange={(e) => onCategory(e.target.value)}>
          {ZReportCategoryFilter.options.map((value) => (
            <option key={value} value={value}>
              {t(`filters.category.${value}`)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor="history-from" className="mb-1 block text-sm font-medium text-slate-800">
          {t('history.from')}
        </label>
        <DateInput id="history-from" value={filters.from} onChange={onFrom} />
      </div>
      <div>
        <label htmlFor="history-to" className="mb-1 block text-sm font-medium text-slate-800">
          {t('history.to')}
        </label>
        <DateInput id="history-to" value={filters.to} onChange={onTo} />
      </div>
      <div>
        <label htmlFor="history-sort" className="mb-1 block text-sm font-medium text-slate-800">
          {t('history.sort')}
        </label>
        <Select id="history-sort" value={filters.sort} onChange={(e) => onSort(e.target.value)}>
          {ZReportSort.options.map((value) => (
            <option key={value} value={value}>
              {t(`filters.sort.${value}`)}
            </option>
          ))}
        </Select>
      </div>
      <Button
        variant="secondary"
        onClick={onBulkDownload}
        disabled={bulkDisabled || bulkPending}
        data-testid="bulk-download"
      >
        <Download className="h-4 w-4" aria-hidden />
        {bulkPending ? t('report.pdfPreparing') : t('history.bulkDownload')}
      </Button>
    </div>
  );
}
