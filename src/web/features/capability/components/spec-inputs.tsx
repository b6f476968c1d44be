import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TCapabilityError, TCapabilityInputMode } from '../../../../domain/capability/contract';
import { specLimits } from '../../../../domain/capability/spec-limits';
import { Field } from '../../../components/ui/form/field';
import { NumberInput } from '../../../components/ui/form/number-input';
import { useNumberFormat } from '../hooks/use-number-format';
import { readSpecNumber, SPEC_STEP } from '../utils/number-field';
import type { CapabilityFormValues } from './capability-form-schema';
import { SegmentedControl } from './segmented-control';

interface Props {
  inputMode: TCapabilityInputMode;
  onInputModeChange: (mode: TCapabilityInputMode) => void;
  /** What only the calculation found (e.g. figures too large), shown under the field it concerns. */
  calculationError: Pick<TCapabilityError, 'message' | 'field'> | null;
}

const FIELDS = ['nominal', 'upperTolerance', 'lowerTolerance'] as const;

/** Nominal, tolerances (spec defaults 100 / 0,5 / 0,5) with the limits they give, and the input mode. */
export function SpecInputs({ inputMode, onInputModeChange, calculationError }: Props) {
  const { t } = useTranslation('capability');
  const fmt = useNumberFormat();
  const { control } = useFormContext<CapabilityFormValues>();
  const { errors } = useFormState({ control });
  const [nominal, upper, lower] = useWatch({ control, name: FIELDS });
  const { usl, lsl } = specLimits(readSpecNumber(nominal), readSpecNumber(upper), readSpecNumber(lower));
  const show = (x: number) => fmt.number(x, { digits: 3, grouping: true });
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-slate-900">{t('spec.heading')}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {FIELDS.map((field) => (
          <Field
            key={field}
            id={`capability-${field}`}
            describedBy="capability-spec-hint"
            label={t(`spec.${field}`)}
            error={
              errors[field]?.message ??
              (calculationError?.field === field ? calculationError.message : undefined)
            }
          >
            {/* Arrow keys keep the spec's 0.001 step; a decimal comma is a number. */}
            <Controller
              control={control}
              name={field}
              render={({ field: input }) => <NumberInput {...input} step={SPEC_STEP} />}
            />
          </Field>
        ))}
      </div>
      <p className="text-sm font-medium text-slate-700 tabular-nums" data-testid="spec-limits">
        {t('spec.limits', { usl: show(usl), lsl: show(lsl) })}
      </p>
      <p id="capability-spec-hint" className="text-xs text-slate-600">
        {t('spec.stepHint')}
      </p>
      <SegmentedControl
        label={t('mode.label')}
        value={inputMode}
        onChange={onInputModeChange}
        options={[
          { value: 'manual', label: t('mode.manual') },
          { value: 'automatic', label: t('mode.automatic') },
        ]}
      />
    </fieldset>
  );
}
