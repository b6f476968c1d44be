import { useQueryClient } from '@tanstack/react-query';
import { Calculator as CalculatorIcon, FilePlus2, FolderOpen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCapabilityStudy } from '../../../../domain/capability/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { focusFirstInvalid } from '../../../components/ui/form/focus-first-invalid';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { studyQuery } from '../api/capability-studies';
import { useCalculator } from '../hooks/use-calculator';
import { MeasurementEntry } from './measurement-entry';
import { ResultsPanel } from './results-panel';
import { SavedStudies } from './saved-studies';
import { SaveStudyDialog } from './save-study-dialog';
import { SpecInputs } from './spec-inputs';

/** 'Cp/Cpk Hesaplama': inputs on the left, results and charts on the right, saved studies below. */
export function CapabilityScreen() {
  const { t } = useTranslation('capability');
  const calculator = useCalculator();
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [openingId, setOpeningId] = useState<string | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  const [calculating, setCalculating] = useState(false);
  const { calculation, error, attempt } = calculator;
  const formRef = useRef<HTMLFormElement>(null);
  // The message sits under the field it concerns (the slots for 'En az 5 …'); after Hesapla at the
  // form's bottom that field may be off screen, so focus goes there and it scrolls into view.
  useEffect(() => {
    if (error) focusFirstInvalid(formRef.current);
  }, [error, attempt]);

  const open = async (id: string) => {
    setOpeningId(id);
    setOpenError(null);
    try {
      calculator.loadStudy(await client.fetchQuery(studyQuery(id)));
      setSaved(null);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      setOpenError(errorMessage(error));
    } finally {
      setOpeningId(null);
    }
  };

  const onSaved = (study: TCapabilityStudy) => {
    setSaving(false);
    setSaved(study.name);
    calculator.setOpened({
      id: study.id,
      name: study.name,
      partNumber: study.partNumber,
      characteristic: study.characteristic,
    });
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      </header>
      {calculator.opened ? (
        <div
          className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-blue-200 bg-blue-50 px-4 py-2 text-sm text-blue-900"
          data-testid="opened-study"
        >
          <span className="flex items-center gap-2 font-medium">
            <FolderOpen className="h-4 w-4" aria-hidden />
            {t('opened', { name: calculator.opened.name })}
          </span>
          <Button
            variant="ghost"
            onClick={() => {
              calculator.startNew();
              setSaved(null);
            }}
          >
            <FilePlus2 className="h-4 w-4" aria-hidden />
            {t('closeStudy')}
          </Button>
        </div>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <form
          ref={formRef}
          className="space-y-5 self-start rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          onSubmit={(event) => {
            event.preventDefault();
            setSaved(null);
            setCalculating(true);
            // Let the browser paint 'Hesaplanıyor...' before a long series (10⁵–10⁶ values) holds the
            // main thread; this waits one frame, not a fixed time.
            requestAnimationFrame(() =>
              setTimeout(() => {
                calculator.calculate();
                setCalculating(false);
              }, 0),
            );
          }}
          noValidate
          aria-label={t('title')}
        >
          <SpecInputs
            error={error}
            spec={calculator.spec}
            onSpecChange={calculator.setSpec}
            inputMode={calculator.inputMode}
            onInputModeChange={calculator.setInputMode}
          />
          <MeasurementEntry calculator={calculator} />
          <Button type="submit" className="w-full" disabled={calculating}>
            {calculating ? (
              <Spinner className="h-4 w-4" />
            ) : (
              <CalculatorIcon className="h-4 w-4" aria-hidden />
            )}
            {calculating ? t('calculating') : t('calculate')}
          </Button>
        </form>
        <div className="min-w-0 space-y-4">
          {saved ? (
            <AlertBox tone="success" testId="study-saved">
              {t('save.saved', { name: saved })}
            </AlertBox>
          ) : null}
          <ResultsPanel calculation={calculation} onSave={() => setSaving(true)} />
        </div>
      </div>
      <SavedStudies onOpen={(id) => void open(id)} openingId={openingId} openError={openError} />
      {calculation ? (
        <SaveStudyDialog
          open={saving}
          onClose={() => setSaving(false)}
          calculation={calculation}
          defaults={calculator.opened}
          onSaved={onSaved}
        />
      ) : null}
    </div>
  );
}
