import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_IMPACT_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  ZDepartment,
  ZProblemCategory,
  ZProcessType,
  ZSeverity,
} from '../../../../../domain/analyses/contract';
import { formatTrDate } from '../../../../../domain/analyses/build-report';
import { useAnalysisLabels } from '../use-analysis-labels';
import { Select, TextArea, TextInput } from './form-controls';
import type { WizardValues } from './wizard-values';

interface StepProps {
  values: WizardValues;
  set: <K extends keyof WizardValues>(key: K, value: WizardValues[K]) => void;
}

/** Step 1: title, description, customer impact. */
export function StepProblem({ values, set }: StepProps) {
  const { t } = useTranslation('analyses');
  return (
    <div className="space-y-4">
      <TextInput
        id="wz-title"
        label={t('wizard.title')}
        required
        value={values.title}
        onChange={(v) => set('title', v)}
        maxLength={TITLE_MAX_LENGTH}
        placeholder={t('wizard.titlePlaceholder')}
      />
      <TextArea
        id="wz-description"
        label={t('wizard.description')}
        required
        value={values.description}
        onChange={(v) => set('description', v)}
        maxLength={DESCRIPTION_MAX_LENGTH}
        placeholder={t('wizard.descriptionPlaceholder')}
      />
      <TextArea
        id="wz-impact"
        label={t('wizard.customerImpact')}
        value={values.customerImpact}
        onChange={(v) => set('customerImpact', v)}
        maxLength={CUSTOMER_IMPACT_MAX_LENGTH}
        rows={3}
        placeholder={t('wizard.customerImpactPlaceholder')}
        hint={t('wizard.optional')}
      />
    </div>
  );
}

/** Step 2: category and severity. */
export function StepCategory({ values, set }: StepProps) {
  const { t } = useTranslation('analyses');
  const labels = useAnalysisLabels();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select
        id="wz-category"
        label={t('wizard.category')}
        required
        value={values.category}
        placeholder={t('wizard.choose')}
        onChange={(v) => set('category', ZProblemCategory.parse(v))}
        options={ZProblemCategory.options.map((value) => ({ value, label: labels.category(value) }))}
      />
      <Select
        id="wz-severity"
        label={t('wizard.severity')}
        required
        value={values.severity}
        placeholder={t('wizard.choose')}
        onChange={(v) => set('severity', ZSeverity.parse(v))}
        options={ZSeverity.options.map((value) => ({ value, label: labels.severity(value) }))}
      />
    </div>
  );
}

/** Step 3: responsible department, discovery date (default today) and the production process. */
export function StepProcess({ values, set }: StepProps) {
  const { t } = useTranslation('analyses');
  const labels = useAnalysisLabels();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Select
        id="wz-department"
        label={t('wizard.department')}
        required
        value={values.department}
        placeholder={t('wizard.choose')}
        onChange={(v) => set('department', ZDepartment.parse(v))}
        options={ZDepartment.options.map((value) => ({ value, label: labels.department(value) }))}
      />
      <TextInput
        id="wz-date"
        type="date"
        label={t('wizard.discoveryDate')}
        required
        value={values.discoveryDate}
        onChange={(v) => set('discoveryDate', v)}
      />
      <div className="sm:col-span-2">
        <Select
          id="wz-process"
          label={t('wizard.processType')}
          value={values.processType}
          hint={t('wizard.processTypeHint')}
          onChange={(v) => set('processType', ZProcessType.parse(v))}
          options={ZProcessType.options.map((value) => ({ value, label: labels.processType(value) }))}
        />
      </div>
    </div>
  );
}

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
