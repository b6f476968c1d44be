import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '../../components/ui/not-built-yet';

/** The 'Ayarlar' tab shared by every mode (lazy chunk). */
export default function SettingsScreen() {
  const { t } = useTranslation();
  return <NotBuiltYet screen={t('modes.8d.tabs.settings')} />;
}
