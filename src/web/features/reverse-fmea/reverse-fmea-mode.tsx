import { addFeatureTranslations } from '../../lib/i18n';
import { ManualTab } from './components/manual-tab';
import en from './locales/en.json';
import tr from './locales/tr.json';

addFeatureTranslations('reverseFmea', tr, en);

/** The 'reverse-fmea' mode (lazy chunk): 'FMEA Yükle', 'Manuel FMEA', 'AI Analizi', 'Ayarlar'. */
export default function ReverseFmeaMode({ tab }: { tab: string }) {
  if (tab === 'create') return <ManualTab onStart={() => undefined} />;
  return <ManualTab onStart={() => undefined} />;
}
