import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';

/** The spec's 800 px report area with its loading overlay 'Power BI report loading...'. */
export function ReportArea({ loading, children }: { loading: boolean; children: ReactNode }) {
  const { t } = useTranslation('powerbi');
  return (
    <div
      className="relative h-[800px] overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="powerbi-report-area"
      aria-busy={loading}
    >
      {children}
      {loading ? (
        <div
          className="absolute inset-0 flex items-center justify-center bg-white/80"
          data-testid="powerbi-loading"
        >
          <Spinner label={t('report.loading')} className="h-6 w-6" />
        </div>
      ) : null}
    </div>
  );
}
