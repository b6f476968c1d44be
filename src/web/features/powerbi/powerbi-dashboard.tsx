import { useTranslation } from 'react-i18next';
import { EMBED_MESSAGES } from '../../../domain/powerbi/embed-config';
import { AlertBox } from '../../components/ui/alert-box';
import { registerValidationMessages } from '../../components/ui/form/error-text';
import { addFeatureTranslations } from '../../lib/i18n';
import { ConfiguredView } from './components/configured-view';
import { SetupScreen } from './components/setup-screen';
import { useDashboardConfig } from './hooks/use-dashboard-config';
import en from './locales/en.json';
import tr from './locales/tr.json';

addFeatureTranslations('powerbi', tr, en);
registerValidationMessages('powerbi', EMBED_MESSAGES);

/**
 * The reporting dashboard (lazy chunk with powerbi-client): inline on the landing screen
 * ('Start Power BI Dashboard') and as the capability mode's 'Power BI Dashboard' tab.
 */
export default function PowerBiDashboard() {
  const { t } = useTranslation('powerbi');
  const state = useDashboardConfig();
  const { config } = state;
  return (
    <section aria-labelledby="powerbi-title" className="space-y-4" data-testid="powerbi-dashboard">
      <div>
        <h2 id="powerbi-title" className="text-xl font-semibold text-slate-900">
          {t('title')}
        </h2>
        <p className="text-sm text-slate-600">{t('intro')}</p>
      </div>
      {state.saveError ? <AlertBox tone="info">{t('saveServerFailed')}</AlertBox> : null}
      {config ? (
        <ConfiguredView
          key={`${config.embedUrl}\n${config.accessToken}\n${config.reportId}\n${config.groupId}`}
          config={config}
          demoNote={state.demoNote}
          onSave={state.save}
          onReset={state.reset}
        />
      ) : (
        <SetupScreen onSave={state.save} onLoadDemo={state.loadDemo} />
      )}
    </section>
  );
}
