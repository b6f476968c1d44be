import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/form/field';
import { NumberInput } from '../../../components/ui/form/number-input';
import type { FmeaSettingsValues } from './settings-form-schema';

type NumberName = `rpnBands.${'red' | 'yellow'}` | `timelineDays.${'high' | 'medium' | 'low'}`;

function NumberField({
  name,
  label,
  readOnly,
  testId,
}: {
  name: NumberName;
  label: string;
  readOnly: boolean;
  testId?: string;
}) {
  const { control, getFieldState } = useFormContext<FmeaSettingsValues>();
  const formState = useFormState({ control, name });
  return (
    <Field label={label} error={getFieldState(name, formState).error?.message}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => <NumberInput {...field} readOnly={readOnly} data-testid={testId} />}
      />
    </Field>
  );
}

/** RPN colour thresholds and the days to a due date per priority (whole numbers; '30,0' counts). */
export function RpnAndTimelineFields({ editable }: { editable: boolean }) {
  const { t } = useTranslation('reverseFmea');
  return (
    <>
      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">{t('settings.rpnBands')}</legend>
        <NumberField name="rpnBands.red" label={t('settings.rpnHigh')} readOnly={!editable} />
        <NumberField name="rpnBands.yellow" label={t('settings.rpnMedium')} readOnly={!editable} />
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <legend className="mb-2 text-base font-semibold text-slate-900">{t('settings.timeline')}</legend>
        {(['high', 'medium', 'low'] as const).map((p) => (
          <NumberField
            key={p}
            name={`timelineDays.${p}`}
            label={t(`priority.${p}`)}
            readOnly={!editable}
            testId={`days-${p}`}
          />
        ))}
      </fieldset>
    </>
  );
}
