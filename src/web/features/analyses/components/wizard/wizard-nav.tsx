import { ArrowLeft, ArrowRight, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { LAST_STEP, type WizardStep } from './wizard-values';

interface Props {
  step: WizardStep;
  canBack: boolean;
  canNext: boolean;
  busy: boolean;
  onBack: () => void;
  onNext: () => void;
}

/** 'Önceki' and 'Sonraki' (disabled until the step is filled, as the spec says), 'Analizi Başlat' on step 4. */
export function WizardNav({ step, canBack, canNext, busy, onBack, onNext }: Props) {
  const { t } = useTranslation('analyses');
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
      <Button variant="secondary" onClick={onBack} disabled={!canBack || busy}>
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('wizard.previous')}
      </Button>
      {/* Own keys: step 3's 'Sonraki' must not become step 4's submit button while its click is still
          being handled (the browser would then submit the form and start the analysis at once). */}
      {step < LAST_STEP ? (
        <Button key="next" onClick={onNext} disabled={!canNext}>
          {t('wizard.next')}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Button>
      ) : (
        // The form's only submit button: the whole contract is checked when the analysis starts.
        <Button key="start" type="submit" disabled={busy} data-testid="start-analysis">
          <Sparkles className="h-4 w-4" aria-hidden />
          {busy ? t('wizard.running') : t('wizard.start')}
        </Button>
      )}
    </div>
  );
}
