import { useTranslation } from 'react-i18next';
import { EMBED_MESSAGES } from '../../../domain/powerbi/embed-config';
import { AlertBox } from '../../components/ui/alert-box';
import { registerValidationMessages, useErrorText } from '../../components/ui/form/error-text';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { addFeatureTranslations } from '../../lib/i18n';
import { useSearchParams } from '../../lib/router';
import { isNotConfigured, useServiceReports } from './api/service-reports';
import { ManualDashboard } from './components/manual-dashboard';
import { ServiceDashboard } from './components/service-dashboard';
import en from './locales/en.json';
import tr from './locales/tr.json';

addFeatureTranslations('powerbi', tr, en);
registerValidationMessages('powerbi', EMBED_MESSAGES);

/**
 * The reporting dashboard (lazy chunk with powerbi-client): inline on the landing screen
 * ('Start Power BI Dashboard') and as the capability mode's 'Power BI Dashboard' tab. When the
 * organisation has configured Power BI (service principal) the user picks one of its reports;
 * otherwise, or on request (`?pbi=manual`), the spec's form with a pasted embed URL and token.
 */
export default function PowerBiDashboard() {
  const { t } = useTranslation('powerbi');
  const errorText = useErrorText();
  const reports = useServiceReports();
  const [params, setParams] = useSearchParams();
  const manual = params.get('pbi') === 'manual';
  const setManual = (on: boolean) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (on) next.set('pbi', 'manual');
      else next.delete('pbi');
      return next;
    });
  const unavailable = reports.isError && !isNotConfigured(reports.error) ? reports.error : null;

  return (
    <section aria-labelledby="powerbi-title" className="space-y-4" data-testid="powerbi-dashboard">
      <div>
        <h2 id="powerbi-title" className="text-xl font-semibold text-slate-900">
          {t('title')}
        </h2>
        <p className="text-sm text-slate-600">{t('intro')}</p>
      </div>
      {reports.isPending ? (
        <PageSpinner label={t('service.loading')} />
      ) : reports.isSuccess && !manual ? (
        <ServiceDashboard reports={reports.data.reports} onManual={() => setManual(true)} />
      ) : (
        <>
          {unavailable ? (
            <AlertBox tone="error" testId="powerbi-service-error">
              {t('service.unavailable', { reason: errorText(errorMessage(unavailable)) })}
            </AlertBox>
          ) : null}
          {reports.isSuccess ? (
            <button
              type="button"
              className="text-sm text-blue-800 underline"
              onClick={() => setManual(false)}
            >
              {t('service.useService')}
            </button>
          ) : null}
          <ManualDashboard />
        </>
      )}
    </section>
  );
}
