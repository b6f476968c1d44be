import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../../lib/router';
import { AlertBox } from '../../../../components/ui/alert-box';
import { Button } from '../../../../components/ui/button';
import { useErrorText } from '../../../../components/ui/form/error-text';
import { Spinner } from '../../../../components/ui/spinner';
import { errorMessage } from '../../../../lib/api-client';
import { useCreateAnalysis } from '../../api/create-analysis';
import { clearDraft, readDraft, writeDraft } from './wizard-draft';
import { ProcessStepsPanel, StepIndicator } from './step-indicator';
import { StepCategory, StepProblem, StepProcess, StepReview } from './wizard-steps';
import {
  canGoBack,
  canGoNext,
  emptyWizard,
  LAST_STEP,
  toRequest,
  type WizardStep,
  type WizardValues,
} from './wizard-values';

/** 'Problem Analizi': the four-step wizard; a finished analysis opens at its own URL (?report=<id>). */
export function AnalysisWizard({ userId, autoSave }: { userId: string; autoSave: boolean }) {
  const { t } = useTranslation('analyses');
  const errorText = useErrorText();
  const [, setSearchParams] = useSearchParams();
  const [state, setState] = useState(
    () => (autoSave ? readDraft(userId) : null) ?? { step: 1 as WizardStep, values: emptyWizard() },
  );
  const [localError, setLocalError] = useState<string | null>(null);
  const create = useCreateAnalysis();
  const { step, values } = state;

  useEffect(() => {
    if (autoSave) writeDraft(userId, state);
    else clearDraft(userId);
  }, [autoSave, userId, state]);

  const set = <K extends keyof WizardValues>(key: K, value: WizardValues[K]) =>
    setState((s) => ({ ...s, values: { ...s.values, [key]: value } }));
  const go = (next: WizardStep) => setState((s) => ({ ...s, step: next }));

  const start = () => {
    setLocalError(null);
    const request = toRequest(values);
    if (!request.ok) {
      setLocalError(request.message);
      return;
    }
    create.mutate(request.body, {
      onSuccess: (analysis) => {
        clearDraft(userId);
        setSearchParams({ report: analysis.id });
      },
    });
  };

  const busy = create.isPending;
  const error = localError ?? (create.error ? errorMessage(create.error, t('wizard.failed')) : null);

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
        {error ? (
          <div className="mb-4">
            <AlertBox tone="error">{errorText(error)}</AlertBox>
          </div>
        ) : null}
        <fieldset disabled={busy} className="min-w-0">
          {step === 1 ? <StepProblem values={values} set={set} /> : null}
          {step === 2 ? <StepCategory values={values} set={set} /> : null}
          {step === 3 ? <StepProcess values={values} set={set} /> : null}
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
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
          <Button
            variant="secondary"
            onClick={() => go((step - 1) as WizardStep)}
            disabled={!canGoBack(step) || busy}
          >
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('wizard.previous')}
          </Button>
          {step < LAST_STEP ? (
            <Button onClick={() => go((step + 1) as WizardStep)} disabled={!canGoNext(step, values)}>
              {t('wizard.next')}
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Button>
          ) : (
            <Button onClick={start} disabled={busy} data-testid="start-analysis">
              <Sparkles className="h-4 w-4" aria-hidden />
              {busy ? t('wizard.running') : t('wizard.start')}
            </Button>
          )}
        </div>
      </section>
      <ProcessStepsPanel current={step} />
    </div>
  );
}
