import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { WizardStep } from './wizard-values';

const STEPS: readonly WizardStep[] = [1, 2, 3, 4];

type StepState = 'done' | 'current' | 'todo';
const stateOf = (step: WizardStep, current: WizardStep): StepState =>
  step < current ? 'done' : step === current ? 'current' : 'todo';

const CIRCLE: Record<StepState, string> = {
  done: 'bg-green-600 text-white',
  current: 'bg-blue-700 text-white ring-4 ring-blue-100',
  todo: 'bg-slate-200 text-slate-700',
};

/** Numbered circles across the top: done steps green with a tick, the current one blue. */
export function StepIndicator({ current }: { current: WizardStep }) {
  const { t } = useTranslation('analyses');
  return (
    <ol
      className="flex items-center"
      aria-label={t('wizard.progress', { step: current })}
      data-testid="step-indicator"
    >
      {STEPS.map((step) => {
        const state = stateOf(step, current);
        return (
          <li
            key={step}
            className="flex flex-1 items-center last:flex-none"
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span
              className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm font-bold ${CIRCLE[state]}`}
              data-state={state}
            >
              {state === 'done' ? <Check className="h-5 w-5" aria-label={t('wizard.stepDone')} /> : step}
            </span>
            {step < 4 ? (
              <span
                className={`mx-2 h-1 flex-1 rounded-full ${step < current ? 'bg-green-600' : 'bg-slate-200'}`}
                aria-hidden
              />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** Side panel 'Süreç Adımları' and the 8D explainer box. */
export function ProcessStepsPanel({ current }: { current: WizardStep }) {
  const { t } = useTranslation('analyses');
  return (
    <aside className="space-y-4">
      <section
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        data-testid="process-steps"
      >
        <h3 className="mb-3 font-semibold text-slate-900">{t('wizard.processSteps')}</h3>
        <ol className="space-y-2">
          {STEPS.map((step) => {
            const state = stateOf(step, current);
            const row =
              state === 'done'
                ? 'bg-green-50 text-green-900'
                : state === 'current'
                  ? 'bg-blue-50 text-blue-900'
                  : 'text-slate-700';
            return (
              <li
                key={step}
                className={`flex items-center gap-3 rounded-lg px-3 py-2 text-sm ${row}`}
                data-state={state}
              >
                <span
                  className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-bold ${CIRCLE[state]}`}
                >
                  {state === 'done' ? <Check className="h-4 w-4" aria-hidden /> : step}
                </span>
                <span className="font-medium">{t(`wizard.steps.${step}`)}</span>
                {state === 'done' ? <span className="sr-only">{t('wizard.stepDone')}</span> : null}
              </li>
            );
          })}
        </ol>
      </section>
      <section className="rounded-2xl border border-indigo-200 bg-indigo-50 p-5 text-sm text-indigo-950">
        <h3 className="mb-2 font-semibold">{t('wizard.eightDTitle')}</h3>
        <p className="leading-relaxed">{t('wizard.eightDText')}</p>
      </section>
    </aside>
  );
}
