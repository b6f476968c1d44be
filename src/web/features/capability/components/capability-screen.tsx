import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TCapabilityRequest, TCapabilityStudy } from '../../../../domain/capability/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { errorMessage } from '../../../lib/api-client';
import { studyQuery } from '../api/capability-studies';
import { useCalculator, useSpecText } from '../hooks/use-calculator';
import { CapabilityForm } from './capability-form';
import { type CapabilityFormValues, capabilityFormSchema } from './capability-form-schema';
import { OpenedStudyBar } from './opened-study-bar';
import { ResultsPanel } from './results-panel';
import { SavedStudies } from './saved-studies';
import { SaveStudyDialog } from './save-study-dialog';

/** 'Cp/Cpk Hesaplama': inputs on the left, results and charts on the right, saved studies below. */
export function CapabilityScreen() {
  const { t } = useTranslation('capability');
  const calculator = useCalculator();
  const specText = useSpecText();
  const client = useQueryClient();
  // The schema reads the measurements of the source chosen now: rebuilt on each render, read at submit.
  const form = useForm<CapabilityFormValues, unknown, TCapabilityRequest>({
    resolver: zodResolver(capabilityFormSchema(calculator.measurementsFor)),
    defaultValues: specText(),
    // Checked on 'Hesapla' only, as before: re-checking on each keystroke would re-read a pasted million values.
    reValidateMode: 'onSubmit',
  });
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [openingId, setOpeningId] = useState<string | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  const { calculation } = calculator;

  const open = async (id: string) => {
    setOpeningId(id);
    setOpenError(null);
    try {
      const study = await client.fetchQuery(studyQuery(id));
      calculator.loadStudy(study);
      form.reset(specText(study));
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
        <OpenedStudyBar
          name={calculator.opened.name}
          onClose={() => {
            calculator.startNew();
            setSaved(null);
          }}
        />
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <CapabilityForm form={form} calculator={calculator} onCalculate={() => setSaved(null)} />
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
