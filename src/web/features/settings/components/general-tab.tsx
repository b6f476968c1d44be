import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/ui/alert-box';
import { PageSpinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePreferences } from '../api/preferences';
import { GeneralForm } from './general-form';

/** 'Genel': the user's own language, auto-save and notification preferences. */
export function GeneralTab() {
  const { t } = useTranslation('settings');
  const prefs = usePreferences();
  if (prefs.isPending) return <PageSpinner label={t('loading')} />;
  if (prefs.data === undefined) return <AlertBox tone="error">{errorMessage(prefs.error)}</AlertBox>;
  return <GeneralForm initial={prefs.data} />;
}
