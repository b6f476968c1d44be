import { FilePlus2, Play, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form/field';
import { Input } from '../../../components/ui/form/input';
import { isFilled, type ManualRow } from '../utils/manual-rows';
import type { RpnBands } from '../utils/rpn-band';
import { ManualTable } from './manual-table';

export interface ManualDraft {
  /** The stored FMEA being edited, null for a new one. */
  editingId: string | null;
  /** Its version when the table was filled: the save names it, so a change made meanwhile is not overwritten. */
  editingVersion: number | null;
  name: string;
  partOrProcess: string;
  rows: ManualRow[];
}

/** 'Manuel FMEA': the table and the button that turns its rows into a plan (spec §2.1 create). */
export function ManualTab({
  draft,
  onChange,
  onStart,
  onNew,
  pending = false,
  error = null,
  onReload,
  bands,
}: {
  draft: ManualDraft;
  onChange: (draft: ManualDraft) => void;
  onStart: (draft: ManualDraft) => void;
  onNew?: () => void;
  pending?: boolean;
  error?: string | null;
  /** Set when the save was refused because someone else changed the FMEA: loads its current rows. */
  onReload?: (() => void) | undefined;
  bands?: RpnBands;
}) {
  const { t } = useTranslation('reverseFmea');
  const [problem, setProblem] = useState<'empty' | 'failure' | null>(null);
  const start = () => {
    const filled = draft.rows.filter(isFilled);
    // every analysed row needs its failure mode (the contract's rule, said before the round trip)
    const next =
      filled.length === 0 ? 'empty' : filled.some((r) => r.potentialFailure.trim() === '') ? 'failure' : null;
    setProblem(next);
    if (next === null) onStart({ ...draft, rows: filled });
  };
  return (
    <section
      aria-labelledby="manual-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="manual-heading" className="text-xl font-bold text-slate-900">
            {t('manual.title')}
          </h2>
          {draft.editingId ? (
            <p className="text-sm font-medium text-blue-800" data-testid="manual-editing">
              {t('manual.editing', { name: draft.name })}
            </p>
          ) : null}
        </div>
        {draft.editingId && onNew ? (
          <Button variant="ghost" onClick={onNew}>
            <FilePlus2 className="h-4 w-4" aria-hidden />
            {t('manual.newTable')}
          </Button>
        ) : null}
      </div>
      <p className="mt-1 mb-4 text-sm text-slate-600">{t('manual.intro')}</p>
      <ManualTable rows={draft.rows} onChange={(rows) => onChange({ ...draft, rows })} bands={bands} />
      <div className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field label={t('manual.name')} hint={draft.name === '' ? t('manual.nameHint') : undefined}>
          <Input
            value={draft.name}
            maxLength={200}
            data-testid="manual-name"
            onChange={(e) => onChange({ ...draft, name: e.target.value })}
          />
        </Field>
        <Field label={t('manual.part')}>
          <Input
            value={draft.partOrProcess}
            maxLength={200}
            onChange={(e) => onChange({ ...draft, partOrProcess: e.target.value })}
          />
        </Field>
      </div>
      <div className="mt-4 flex flex-col gap-3">
        {problem === 'empty' ? <AlertBox tone="error">{t('manual.needFailure')}</AlertBox> : null}
        {problem === 'failure' ? (
          <AlertBox tone="error">{t('validation.fmea_failureRequired')}</AlertBox>
        ) : null}
        {error ? (
          <AlertBox tone="error" testId="manual-save-error">
            {error}
            {onReload ? (
              <span className="mt-2 flex flex-wrap items-center gap-2">
                <Button variant="secondary" onClick={onReload} data-testid="manual-reload">
                  <RotateCw className="h-4 w-4" aria-hidden />
                  {t('manual.reload')}
                </Button>
                <span className="text-xs">{t('manual.reloadHint')}</span>
              </span>
            ) : null}
          </AlertBox>
        ) : null}
        <Button onClick={start} disabled={pending} className="self-start" data-testid="start-analysis">
          <Play className="h-4 w-4" aria-hidden />
          {t('manual.start')}
        </Button>
      </div>
    </section>
  );
}
