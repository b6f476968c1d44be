import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '../../components/ui/not-built-yet';

/** The 'calculations' mode (lazy chunk). Its screens come with their own issue; until then each tab says so. */
export default function CapabilityMode({ tab }: { tab: string }) {
  const { t } = useTranslation();
  return <NotBuiltYet screen={t('modes.calculations.tabs.' + tab)} />;
}
