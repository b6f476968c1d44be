import { zodResolver } from '@hookform/resolvers/zod';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TCreateAnalysisRequest } from '../../../../../domain/analyses/contract';
import { AlertBox } from '../../../../components/ui/alert-box';
import { useErrorText } from '../../../../components/ui/form/error-text';
import { Form } from '../../../../components/ui/form/form';
import { Spinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-client';
import { useSearchParams } from '../../../../lib/router';
import { useCreateAnalysis } from '../../api/create-analysis';
import { clearDraft, readDraft, writeDraft } from './wizard-draft';
import { StepReview } from './wizard-review';
import { ProcessStepsPanel, StepIndicator } from './step-indicator';
import { StepCategory, StepProblem, StepProcess } from './wizard-steps';
import { WizardNav } from './wizard-nav';
import {
  canGoBack,
  canGoNext,
  emptyWizard,
  STEP_FIELDS,
  stepOf,
  type WizardStep,
  type WizardValues,
  ZWizardForm,
} from './wizard-values';

/** 'Problem Analizi': the four-step wizard; a finished analysis opens at its own URL (?report=<id>). */
export function AnalysisWizard({ userId, autoSave }: { userId: string; autoSave: boolean }) {
  const { t } = useTranslation('analyses');
  const errorText = useErrorText();
  const [, setSearchParams] = useSearchParams();
  const [draft] = useState(() => (autoSave ? readDraft(userId) : null));
  const [step, setStep] = useState<WizardStep>(draft?.step ?? 1);
  const form = useForm<WizardValues, unknown, TCreateAnalysisRequest>({
    resolver: zodResolver(ZWizardForm),
    defaultValues: draft?.values ?? emptyWizard(),
  });
  const values = useWatch({ control: form.control, compute: (v: WizardValues) => v });
  const create = useCreateAnalysis();
  const busy = create.isPending;

  useEffect(() => {
    if (autoSave) writeDraft(userId, { step, values });
    else clearDraft(userId);
  }, [autoSave, userId, step, values]);

  // The step's own fields are checked by the contract too (e.g. a length); the spec's rule is the button.
  const next = async () => {
    if (!canGoNext(step, values)) return;
    if (await form.trigger(STEP_FIELDS[step], { shouldFocus: true })) setStep((step + 1) as WizardStep);
  };
  // Enter in a field of steps 1-3 means 'Sonraki', never an early 'Analizi Başlat'.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || step === 4 || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    void next();
  };
  const start = (request: TCreateAnalysisRequest) =>
    create.mutate(request, {
      onSuccess: (analysis) => {
        clearDraft(userId);
        setSearchParams({ report: analysis.id });
      },
    });
  // A draft can hold what the steps no longer accept: back to the step of the first message. Shown at
  // once (flushSync), so the kit's focus on the first invalid control, a frame later, finds it there.
  const onInvalid = (errors: FieldErrors<WizardValues>) => {
    const back = stepOf(Object.keys(errors));
    if (back) flushSync(() => setStep(back));
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        aria-labelledby="wizard-heading"
        data-testid="wizard"
      >
        <h2 id="wizard-heading" className="text-xl font-bold text-slate-900">
          {t('wizard.heading')}
        </h2>
        <p className="mt-1 mb-5 text-sm text-slate-600">{t('wizard.intro')}</p>
        <StepIndicator current={step} />
        <h3 className="mt-6 mb-4 text-lg font-semibold text-slate-900" data-testid="wizard-step-title">
          {t('wizard.stepTitle', { step, name: t(`wizard.steps.${step}`) })}
        </h3>
        {create.error ? (
          <div className="mb-4">
            <AlertBox tone="error">{errorText(errorMessage(create.error, t('wizard.failed')))}</AlertBox>
          </div>
        ) : null}
        <Form
          form={form}
          onValid={start}
          onInvalid={onInvalid}
          onKeyDown={onKeyDown}
          aria-labelledby="wizard-heading"
        >
          <fieldset disabled={busy} className="min-w-0">
            {step === 1 ? <StepProblem /> : null}
            {step === 2 ? <StepCategory /> : null}
            {step === 3 ? <StepProcess /> : null}
            {step === 4 ? <StepReview values={values} /> : null}
          </fieldset>
          {busy ? (
            <div
              className="mt-4 rounded-xl border border-blue-200 bg-blue-50 p-4"
              data-testid="analysis-running"
            >
              <Spinner label={t('wizard.running')} />
              <p className="mt-1 text-sm text-blue-900">{t('wizard.runningHint')}</p>
            </div>
          ) : null}
          <WizardNav
            step={step}
            canBack={canGoBack(step)}
            canNext={canGoNext(step, values)}
            busy={busy}
            onBack={() => setStep((step - 1) as WizardStep)}
            onNext={() => void next()}
          />
        </Form>
      </section>
      <ProcessStepsPanel current={step} />
    </div>
  );
}
