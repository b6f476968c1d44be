import { useTranslation } from 'react-i18next';
import { CAPABILITY_MESSAGES } from '../../../domain/capability/messages';
import { registerValidationMessages } from '../../components/ui/form/error-text';
import { NotBuiltYet } from '../../components/ui/not-built-yet';
import { addFeatureTranslations } from '../../lib/i18n';
import { CapabilityScreen } from './components/capability-screen';
import en from './locales/en.json';
import tr from './locales/tr.json';

addFeatureTranslations('capability', tr, en);
registerValidationMessages('capability', CAPABILITY_MESSAGES);

/** The 'calculations' mode (lazy chunk): Cp/Cpk here; Power BI and settings come with their own issues. */
export default function CapabilityMode({ tab }: { tab: string }) {
  const { t } = useTranslation();
  if (tab === 'capability') return <CapabilityScreen />;
  return <NotBuiltYet screen={t('modes.calculations.tabs.' + tab)} />;
}
