import { Controller, useFormContext, useFormState } from 'react-hook-form';
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
import { DateInput } from '../../../../components/ui/form/date-input';
import { Field } from '../../../../components/ui/form/field';
import { Input } from '../../../../components/ui/form/input';
import { Select } from '../../../../components/ui/form/select';
import { Textarea } from '../../../../components/ui/form/textarea';
import { useAnalysisLabels } from '../use-analysis-labels';
import { RequiredLabel } from './required-label';
import type { WizardValues } from './wizard-values';

/** Options of a select: an empty, disabled 'Seçin' first when nothing is chosen yet. */
function Options<T extends string>({
  values,
  label,
  choose,
}: {
  values: readonly T[];
  label: (v: T) => string;
  choose?: string;
}) {
  return (
    <>
      {choose ? (
        <option value="" disabled>
          {choose}
        </option>
      ) : null}
      {values.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </>
  );
}

/** Step 1: title, description, customer impact. */
export function StepProblem() {
  const { t } = useTranslation('analyses');
  const { register } = useFormContext<WizardValues>();
  // Its own subscription: the step may mount after the failed start that set the message.
  const { errors } = useFormState<WizardValues>();
  return (
    <div className="space-y-4">
      <Field
        id="wz-title"
        label={<RequiredLabel>{t('wizard.title')}</RequiredLabel>}
        error={errors.title?.message}
      >
        <Input
          required
          maxLength={TITLE_MAX_LENGTH}
          placeholder={t('wizard.titlePlaceholder')}
          {...register('title')}
        />
      </Field>
      <Field
        id="wz-description"
        label={<RequiredLabel>{t('wizard.description')}</RequiredLabel>}
        error={errors.description?.message}
      >
        <Textarea
          required
          rows={4}
          maxLength={DESCRIPTION_MAX_LENGTH}
          placeholder={t('wizard.descriptionPlaceholder')}
          {...register('description')}
        />
      </Field>
      <Field
        id="wz-impact"
        label={t('wizard.customerImpact')}
        hint={t('wizard.optional')}
        error={errors.customerImpact?.message}
      >
        <Textarea
          rows={3}
          maxLength={CUSTOMER_IMPACT_MAX_LENGTH}
          placeholder={t('wizard.customerImpactPlaceholder')}
          {...register('customerImpact')}
        />
      </Field>
    </div>
  );
}

/** Step 2: category and severity. */
export function StepCategory() {
  const { t } = useTranslation('analyses');
  const labels = useAnalysisLabels();
  const { register } = useFormContext<WizardValues>();
  // Its own subscription: the step may mount after the failed start that set the message.
  const { errors } = useFormState<WizardValues>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        id="wz-category"
        label={<RequiredLabel>{t('wizard.category')}</RequiredLabel>}
        error={errors.category?.message}
      >
        <Select required {...register('category')}>
          <Options values={ZProblemCategory.options} label={labels.category} choose={t('wizard.choose')} />
        </Select>
      </Field>
      <Field
        id="wz-severity"
        label={<RequiredLabel>{t('wizard.severity')}</RequiredLabel>}
        error={errors.severity?.message}
      >
        <Select required {...register('severity')}>
          <Options values={ZSeverity.options} label={labels.severity} choose={t('wizard.choose')} />
        </Select>
      </Field>
    </div>
  );
}

/** Step 3: responsible department, discovery date (default today) and the production process. */
export function StepProcess() {
  const { t } = useTranslation('analyses');
  const labels = useAnalysisLabels();
  const { register, control } = useFormContext<WizardValues>();
  const { errors } = useFormState<WizardValues>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        id="wz-department"
        label={<RequiredLabel>{t('wizard.department')}</RequiredLabel>}
        error={errors.department?.message}
      >
        <Select required {...register('department')}>
          <Options values={ZDepartment.options} label={labels.department} choose={t('wizard.choose')} />
        </Select>
      </Field>
      <Field
        id="wz-date"
        label={<RequiredLabel>{t('wizard.discoveryDate')}</RequiredLabel>}
        error={errors.discoveryDate?.message}
      >
        <Controller
          control={control}
          name="discoveryDate"
          render={({ field }) => <DateInput {...field} required />}
        />
      </Field>
      <Field
        id="wz-process"
        label={t('wizard.processType')}
        hint={t('wizard.processTypeHint')}
        error={errors.processType?.message}
        className="sm:col-span-2"
      >
        <Select {...register('processType')}>
          <Options values={ZProcessType.options} label={labels.processType} />
        </Select>
      </Field>
    </div>
  );
}
