import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONFIDENCE_THRESHOLD_MAX, CONFIDENCE_THRESHOLD_MIN } from '../../../../domain/settings/contract';
import { useErrorText } from '../../../components/ui/form/error-text';
import { FieldError } from '../../../components/ui/form/field';
import { formatPercent } from '../../../lib/format';
import { activeLocale } from '../../../lib/i18n';
import type { AiSettingsValues } from './ai-settings-request';

/** 'Güven Eşiği': the spec's 50-95 slider with the value in its label. */
export function ConfidenceSlider() {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const { register, control } = useFormContext<AiSettingsValues>();
  const { errors } = useFormState({ control, name: 'confidenceThreshold' });
  const value = useWatch({ control, name: 'confidenceThreshold' });
  const error = errors.confidenceThreshold?.message;
  return (
    <div>
      <label htmlFor="ai-threshold" className="mb-1 block text-sm font-medium text-slate-800">
        {t('ai.threshold')}: <span data-testid="threshold-value">{value}%</span>
      </label>
      <input
        id="ai-threshold"
        type="range"
        min={CONFIDENCE_THRESHOLD_MIN}
        max={CONFIDENCE_THRESHOLD_MAX}
        step={1}
        aria-invalid={error ? true : undefined}
        aria-describedby="ai-threshold-hint"
        className="h-10 w-full accent-blue-700"
        {...register('confidenceThreshold', { valueAsNumber: true })}
      />
      <div className="flex justify-between text-xs text-slate-600">
        <span>{formatPercent(CONFIDENCE_THRESHOLD_MIN, activeLocale())}</span>
        <span>{formatPercent(CONFIDENCE_THRESHOLD_MAX, activeLocale())}</span>
      </div>
      <p id="ai-threshold-hint" className="mt-1 text-xs text-slate-600">
        {t('ai.thresholdHint')}
      </p>
      <FieldError message={errorText(error)} />
    </div>
  );
}
