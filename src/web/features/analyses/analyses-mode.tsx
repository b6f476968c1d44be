import { registerValidationMessages } from '../../components/ui/form/error-text';
import { ANALYSES_VALIDATION } from './locales/validation';
import { addFeatureTranslations } from '../../lib/i18n';
// Registers how ai_analyses events update this feature's caches.
import './api/apply-analysis-event';
import { AnalysisTab } from './components/analysis-tab';
import { DashboardScreen } from './components/dashboard/dashboard-screen';
import { HistoryScreen } from './components/history/history-screen';
import en from './locales/en.json';
import tr from './locales/tr.json';

addFeatureTranslations('analyses', tr, en);
registerValidationMessages('analyses', ANALYSES_VALIDATION);

/** The '8d' mode (lazy chunk): 'analysis' wizard, 'dashboard', 'history' ('settings' is routed by the app). */
export default function AnalysesMode({ tab }: { tab: string }) {
  if (tab === 'dashboard') return <DashboardScreen />;
  if (tab === 'history') return <HistoryScreen />;
  return <AnalysisTab />;
}
