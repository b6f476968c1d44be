import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AuditSettingsScreen } from './components/settings/audit-settings-screen';
import { registerAuditorText } from './register-text';

registerAuditorText();

/** 'Denetim Kuralları': the section this feature adds to the shared 'Ayarlar' screen (composed by src/web/app). */
export function useAuditSettingsSection() {
  const { t } = useTranslation('aiAuditor');
  return { id: 'audit', label: t('settings.tab'), icon: ShieldCheck, content: <AuditSettingsScreen /> };
}
