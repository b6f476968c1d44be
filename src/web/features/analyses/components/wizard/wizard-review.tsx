import { useTranslation } from 'react-i18next';
import { formatTrDate } from '../../../../../domain/analyses/build-report';
import { useAnalysisLabels } from '../use-analysis-labels';
import type { WizardValues } from './wizard-values';

/** Step 4: what will be analysed, before 'Analizi Başlat'. */
export function StepReview({ values }: { values: WizardValues }) {
  const { t } = useTranslation('analyses');
  const labels = useAnalysisLabels();
  const rows: [string, string][] = [
    [t('wizard.title'), values.title.trim()],
    [t('wizard.category'), values.category ? labels.category(values.category) : '–'],
    [t('wizard.severity'), values.severity ? labels.severity(values.severity) : '–'],
    [t('wizard.department'), values.department ? labels.department(values.department) : '–'],
    [t('wizard.discoveryDate'), formatTrDate(values.discoveryDate)],
    [t('wizard.processType'), labels.processType(values.processType)],
  ];
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">{t('wizard.reviewIntro')}</p>
      <dl
        className="divide-y divide-slate-100 rounded-xl border border-slate-200"
        data-testid="wizard-review"
      >
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-1 px-4 py-2 sm:grid-cols-[12rem_1fr]">
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="text-sm font-medium break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
