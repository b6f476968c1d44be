import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SettingsTab } from './components/settings-tab';
import { registerReverseFmeaText } from './register-text';

registerReverseFmeaText();

/** 'Reverse FMEA': the section this feature adds to the shared 'Ayarlar' screen (composed by src/web/app). */
export function useFmeaSettingsSection() {
  const { t } = useTranslation('reverseFmea');
  return { id: 'fmea', label: t('settings.tab'), icon: RotateCcw, content: <SettingsTab /> };
}
