import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CAPACITY_MESSAGE,
  MAX_WEEKLY_CAPACITY,
  MIN_WEEKLY_CAPACITY,
} from '../../../../domain/tasks/insights-contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateTeamSettings } from '../api/team-settings';

/** The weekly capacity workload is measured against (Yönetici only; the server enforces it too). */
export function CapacityForm({ current }: { current: number }) {
  const { t } = useTranslation('tasks');
  const id = useId();
  const [text, setText] = useState(String(current));
  const [invalid, setInvalid] = useState(false);
  const [saved, setSaved] = useState(false);
  const update = useUpdateTeamSettings();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = Number(text.trim());
    setSaved(false);
    if (!Number.isInteger(value) || value < MIN_WEEKLY_CAPACITY || value > MAX_WEEKLY_CAPACITY) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    update.mutate(
      { weeklyCapacityHours: value },
      {
        onSuccess: () => setSaved(true),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-2" aria-label={t('settings.capacity')}>
      {invalid ? <AlertBox tone="error">{CAPACITY_MESSAGE}</AlertBox> : null}
      {update.error ? <AlertBox tone="error">{errorMessage(update.error)}</AlertBox> : null}
      {saved ? <AlertBox tone="success">{t('settings.saved')}</AlertBox> : null}
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('settings.capacity')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          inputMode="numeric"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={invalid || undefined}
          className="min-h-10 w-28 rounded-lg border border-slate-300 px-3 text-sm"
        />
        <Button type="submit" disabled={update.isPending}>
          {t('settings.save')}
        </Button>
      </div>
      <p className="text-xs text-slate-600">{t('settings.capacityHint')}</p>
    </form>
  );
}
