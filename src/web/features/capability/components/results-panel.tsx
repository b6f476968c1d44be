import { BarChart3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import type { Calculation } from '../hooks/use-calculator';
import { ExportActions } from './export-actions';
import { HistogramChart } from './histogram-chart';
import { ImrChart } from './imr-chart';
import { MinitabBlock } from './minitab-block';
import { ResultsSummary } from './results-summary';

/** Everything shown for one calculation; an empty state before the first one. */
export function ResultsPanel({
  calculation,
  onSave,
}: {
  calculation: Calculation | null;
  onSave: () => void;
}) {
  const { t } = useTranslation('capability');
  if (!calculation)
    return <EmptyState icon={BarChart3} title={t('results.heading')} hint={t('results.empty')} />;
  const { result, values } = calculation;
  return (
    <section className="space-y-4" aria-labelledby="capability-results" data-testid="capability-results">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="capability-results" className="text-lg font-semibold text-slate-900">
          {t('results.heading')}
        </h2>
        <ExportActions calculation={calculation} onSave={onSave} />
      </div>
      <ResultsSummary result={result} />
      <MinitabBlock result={result} />
      <HistogramChart values={values} nominal={calculation.nominal} usl={result.usl} lsl={result.lsl} />
      <ImrChart values={values} result={result} />
    </section>
  );
}
