import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/ui/alert-box';
import { useDashboardConfig } from '../hooks/use-dashboard-config';
import { ConfiguredView } from './configured-view';
import { SetupScreen } from './setup-screen';

/** The spec's dashboard with a pasted embed URL and token: the setup form or the configured report. */
export function ManualDashboard() {
  const { t } = useTranslation('powerbi');
  const state = useDashboardConfig();
  const { config } = state;
  return (
    <>
      {state.saveError ? <AlertBox tone="info">{t('saveServerFailed')}</AlertBox> : null}
      {state.forgetError ? (
        <AlertBox tone="error">{t('forgetFailed')}</AlertBox>
      ) : state.forgotten && !config ? (
        <AlertBox tone="success" testId="powerbi-forgotten">
          {t('forgotten')}
        </AlertBox>
      ) : null}
      {config ? (
        <ConfiguredView
          key={`${config.embedUrl}\n${config.accessToken}\n${config.reportId}\n${config.groupId}`}
          config={config}
          demoNote={state.demoNote}
          onSave={state.save}
          onReset={state.reset}
          onForget={state.forget}
        />
      ) : (
        <SetupScreen
          onSave={state.save}
          onLoadDemo={state.loadDemo}
          onForget={state.hasSaved ? state.forget : undefined}
        />
      )}
    </>
  );
}
