import { Calculator as CalculatorIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TCapabilityRequest } from '../../../../domain/capability/contract';
import { Button } from '../../../components/ui/button';
import { focusFirstInvalid } from '../../../components/ui/form/focus-first-invalid';
import { Form } from '../../../components/ui/form/form';
import { Spinner } from '../../../components/ui/spinner';
import type { Calculator } from '../hooks/use-calculator';
import type { CapabilityFormValues } from './capability-form-schema';
import { MeasurementEntry } from './measurement-entry';
import { SpecInputs } from './spec-inputs';

const FORM_ID = 'capability-form';

interface Props {
  form: UseFormReturn<CapabilityFormValues, unknown, TCapabilityRequest>;
  calculator: Calculator;
  onCalculate: () => void;
}

/** The inputs and 'Hesapla': the contract checks the request first, then the calculation runs. */
export function CapabilityForm({ form, calculator, onCalculate }: Props) {
  const { t } = useTranslation('capability');
  const [calculating, setCalculating] = useState(false);
  const { error, attempt } = calculator;
  // What only the calculation finds (zero spread) sits under its field too; focus goes there as well.
  useEffect(() => {
    if (error) focusFirstInvalid(document.getElementById(FORM_ID));
  }, [error, attempt]);

  const calculate = (request: TCapabilityRequest) => {
    onCalculate();
    setCalculating(true);
    // Let the browser paint 'Hesaplanıyor...' before a long series (10⁵–10⁶ values) holds the main
    // thread; this waits one frame, not a fixed time.
    requestAnimationFrame(() =>
      setTimeout(() => {
        calculator.calculate(request);
        setCalculating(false);
      }, 0),
    );
  };

  return (
    <Form
      form={form}
      onValid={calculate}
      onInvalid={() => {
        onCalculate();
        calculator.discard();
      }}
      id={FORM_ID}
      className="space-y-5 self-start rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      aria-label={t('title')}
    >
      <SpecInputs
        inputMode={calculator.inputMode}
        onInputModeChange={calculator.setInputMode}
        calculationError={error}
      />
      <MeasurementEntry calculator={calculator} />
      <Button type="submit" className="w-full" disabled={calculating}>
        {calculating ? <Spinner className="h-4 w-4" /> : <CalculatorIcon className="h-4 w-4" aria-hidden />}
        {calculating ? t('calculating') : t('calculate')}
      </Button>
    </Form>
  );
}
