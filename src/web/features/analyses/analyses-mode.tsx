import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '../../components/ui/not-built-yet';

/** The '8d' mode (lazy chunk). Its screens come with their own issue; until then each tab says so. */
export default function AnalysesMode({ tab }: { tab: string }) {
  const { t } = useTranslation();
  return <NotBuiltYet screen={t('modes.8d.tabs.' + tab)} />;
}
