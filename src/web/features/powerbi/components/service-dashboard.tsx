import { useTranslation } from 'react-i18next';
import type { TPowerBiReport } from '../../../../domain/powerbi/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Select } from '../../../components/ui/form/select';
import { useSearchParams } from '../../../lib/router';
import { ServiceReportView } from './service-report-view';

/**
 * The organisation's Power BI (service principal): the user picks a report of the workspace (its
 * id in the URL, `?report=`), the server issues the tokens. `onManual` opens the spec's manual form.
 */
export function ServiceDashboard({ reports, onManual }: { reports: TPowerBiReport[]; onManual: () => void }) {
  const { t } = useTranslation('powerbi');
  const [params, setParams] = useSearchParams();
  const wanted = params.get('report');
  const selected = reports.find((r) => r.id === wanted) ?? reports[0];
  return (
    <div className="space-y-4" data-testid="powerbi-service">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-64">
          <label htmlFor="powerbi-report" className="mb-1 block text-sm font-medium text-slate-800">
            {t('service.report')}
          </label>
          <Select
            id="powerbi-report"
            value={selected?.id ?? ''}
            disabled={reports.length === 0}
            onChange={(event) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.set('report', event.target.value);
                  return next;
                },
                { replace: true },
              )
            }
          >
            {reports.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </Select>
        </div>
        <button type="button" className="text-sm text-blue-800 underline" onClick={onManual}>
          {t('service.useManual')}
        </button>
      </div>
      {selected ? (
        <ServiceReportView key={selected.id} reportId={selected.id} />
      ) : (
        <AlertBox tone="info">{t('service.noReports')}</AlertBox>
      )}
    </div>
  );
}
