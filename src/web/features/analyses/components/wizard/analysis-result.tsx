import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../../lib/router';
import { AlertBox } from '../../../../components/ui/alert-box';
import { Button } from '../../../../components/ui/button';
import { PageSpinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-client';
import { useAnalysis } from '../../api/get-analysis';
import { ReportPanel } from '../report/report-panel';
import { RatingPrompt } from './rating-prompt';

/** The finished analysis at /8d/analysis?report=<id>: rating prompt, report, 'Yeni Analiz'. */
export function AnalysisResult({ id }: { id: string }) {
  const { t } = useTranslation('analyses');
  const [, setSearchParams] = useSearchParams();
  const query = useAnalysis(id);
  const newAnalysis = (
    <Button onClick={() => setSearchParams({})} data-testid="new-analysis">
      <Plus className="h-4 w-4" aria-hidden />
      {t('wizard.newAnalysis')}
    </Button>
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-slate-900">{t('wizard.resultHeading')}</h2>
        {newAnalysis}
      </div>
      {query.isPending ? <PageSpinner label={t('report.loading')} /> : null}
      {query.error ? <AlertBox tone="error">{errorMessage(query.error)}</AlertBox> : null}
      {query.data ? (
        <>
          <RatingPrompt key={query.data.id} analysis={query.data} />
          <ReportPanel analysis={query.data} />
        </>
      ) : null}
    </div>
  );
}
