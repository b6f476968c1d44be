import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../lib/router';
import { preferencesOperations } from '../../../../domain/preferences/operations';
import { AlertBox } from '../../../components/ui/alert-box';
import { PageSpinner } from '../../../components/ui/spinner';
import { callOperation, errorMessage } from '../../../lib/api-client';
import { useMe } from '../../../lib/current-user';
import { AnalysisResult } from './wizard/analysis-result';
import { AnalysisWizard } from './wizard/analysis-wizard';

/** The 'Problem Analizi' tab: the wizard, or the report of a finished analysis when the URL names one. */
export function AnalysisTab() {
  const { t } = useTranslation('analyses');
  const [params] = useSearchParams();
  const reportId = params.get('report');
  const me = useMe();
  // Same key as the shell: the user's 'Otomatik kaydetme' preference decides whether drafts are kept.
  const prefs = useQuery({
    queryKey: ['preferences'],
    queryFn: ({ signal }) => callOperation(preferencesOperations.getPreferences, {}, signal),
  });

  if (reportId) return <AnalysisResult id={reportId} />;
  if (me.isPending || prefs.isPending) return <PageSpinner label={t('app.loading', { ns: 'translation' })} />;
  if (!me.data) return <AlertBox tone="error">{errorMessage(me.error)}</AlertBox>;
  // Without the preference (load error) the wizard still works, just without a stored draft.
  return <AnalysisWizard key={me.data.id} userId={me.data.id} autoSave={prefs.data?.autoSave ?? false} />;
}
