import { RotateCcw, Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFmeaSettings } from '../../../../domain/fmea/settings-contract';
import {
  AP_DETECTION_BANDS,
  AP_OCCURRENCE_BANDS,
  AP_SEVERITY_BANDS,
  isApCells,
} from '../../../../domain/fmea/plan/ap-table';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { Field } from '../../../components/ui/form/field';
import { Input } from '../../../components/ui/form/input';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useFmeaSettings, useUpdateFmeaSettings } from '../api/fmea-settings';

const LETTER_CLASSES: Record<string, string> = {
  H: 'bg-red-100 text-red-800',
  M: 'bg-amber-100 text-amber-900',
  L: 'bg-green-100 text-green-800',
};

/** 'Ayarlar' of the mode: AP table, RPN bands, timeline days. A Yönetici edits; others read. */
export function SettingsTab() {
  const { t } = useTranslation('reverseFmea');
  const settings = useFmeaSettings();
  if (settings.isPending) return <Spinner />;
  if (settings.isError) return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <SettingsForm
      key={settings.data.updatedAt ?? 'default'}
      settings={settings.data}
      title={t('settings.title')}
    />
  );
}

function SettingsForm({ settings, title }: { settings: TFmeaSettings; title: string }) {
  const { t } = useTranslation('reverseFmea');
  const errorText = useErrorText();
  const save = useUpdateFmeaSettings();
  const editable = settings.can.edit;
  const [cells, setCells] = useState(() => settings.apCells.map((row) => [...row]));
  const [bands, setBands] = useState({
    red: String(settings.rpnBands.red),
    yellow: String(settings.rpnBands.yellow),
  });
  const [days, setDays] = useState({
    high: String(settings.timelineDays.high),
    medium: String(settings.timelineDays.medium),
    low: String(settings.timelineDays.low),
  });
  const [saved, setSaved] = useState(false);
  const cellsValid = isApCells(cells);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    save.mutate(
      {
        apCells: cells,
        rpnBands: { red: Number(bands.red), yellow: Number(bands.yellow) },
        timelineDays: { high: Number(days.high), medium: Number(days.medium), low: Number(days.low) },
      },
      { onSuccess: () => setSaved(true) },
    );
  };
  const reset = () => {
    setSaved(false);
    save.mutate({ resetApTable: true }, { onSuccess: () => setSaved(true) });
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby="fmea-settings-heading"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="fmea-settings"
    >
      <div>
        <h2 id="fmea-settings-heading" className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        {!editable ? (
          <p className="mt-1 text-sm text-slate-600" data-testid="settings-read-only">
            {t('settings.readOnly')}
          </p>
        ) : null}
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="text-base font-semibold text-slate-900">
          {t('settings.apTable')}:{' '}
          <span data-testid="ap-table-label">
            {settings.apTableIsDefault ? t('settings.defaultTable') : t('settings.customTable')}
          </span>
        </legend>
        <p className="text-xs text-slate-600">{t('settings.apHint')}</p>
        <div className="overflow-x-auto">
          <table className="text-sm" data-testid="ap-table">
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1 text-left text-xs text-slate-700">
                  S \ O
                </th>
                {AP_OCCURRENCE_BANDS.map((b) => (
                  <th key={b.label} scope="col" className="px-2 py-1 text-xs text-slate-700">
                    O {b.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {AP_SEVERITY_BANDS.map((s, si) => (
                <tr key={s.label}>
                  <th scope="row" className="px-2 py-1 text-left text-xs text-slate-700">
                    S {s.label}
                  </th>
                  {AP_OCCURRENCE_BANDS.map((o, oi) => {
                    const value = cells[si]?.[oi] ?? '';
                    const label = `S ${s.label}, O ${o.label} (D ${AP_DETECTION_BANDS.map((d) => d.label).join(' / ')})`;
                    return (
                      <td key={o.label} className="px-1 py-1">
                        {editable ? (
                          <input
                            aria-label={label}
                            value={value}
                            maxLength={4}
                            onChange={(e) =>
                              setCells((old) =>
                                old.map((row, r) =>
                                  r === si
                                    ? row.map((c, k) => (k === oi ? e.target.value.toUpperCase() : c))
                                    : row,
                                ),
                              )
                            }
                            className={`min-h-10 w-20 rounded-lg border px-2 text-center font-mono tracking-widest ${/^[HML]{4}$/.test(value) ? 'border-slate-300' : 'border-red-600'}`}
                          />
                        ) : (
                          <span aria-label={label} className="flex gap-0.5 font-mono">
                            {[...value].map((letter, k) => (
                              <span key={k} className={`rounded px-1 ${LETTER_CLASSES[letter] ?? ''}`}>
                                {letter}
                              </span>
                            ))}
                          </span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {editable ? (
          <Button
            variant="secondary"
            className="self-start"
            onClick={reset}
            disabled={save.isPending || settings.apTableIsDefault}
          >
            <RotateCcw className="h-4 w-4" aria-hidden />
            {t('settings.reset')}
          </Button>
        ) : null}
      </fieldset>

      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">{t('settings.rpnBands')}</legend>
        <Field label={t('settings.rpnHigh')}>
          <Input
            type="number"
            min={1}
            max={1000}
            readOnly={!editable}
            value={bands.red}
            onChange={(e) => setBands({ ...bands, red: e.target.value })}
          />
        </Field>
        <Field label={t('settings.rpnMedium')}>
          <Input
            type="number"
            min={1}
            max={1000}
            readOnly={!editable}
            value={bands.yellow}
            onChange={(e) => setBands({ ...bands, yellow: e.target.value })}
          />
        </Field>
      </fieldset>

      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <legend className="mb-2 text-base font-semibold text-slate-900">{t('settings.timeline')}</legend>
        {(['high', 'medium', 'low'] as const).map((p) => (
          <Field key={p} label={t(`priority.${p}`)}>
            <Input
              type="number"
              min={1}
              max={365}
              readOnly={!editable}
              value={days[p]}
              data-testid={`days-${p}`}
              onChange={(e) => setDays({ ...days, [p]: e.target.value })}
            />
          </Field>
        ))}
      </fieldset>

      {save.isError ? <AlertBox tone="error">{errorText(errorMessage(save.error))}</AlertBox> : null}
      {saved ? <AlertBox tone="success">{t('settings.saved')}</AlertBox> : null}
      {editable ? (
        <Button
          type="submit"
          className="self-start"
          disabled={save.isPending || !cellsValid}
          data-testid="save-settings"
        >
          <Save className="h-4 w-4" aria-hidden />
          {t('settings.save')}
        </Button>
      ) : null}
    </form>
  );
}
