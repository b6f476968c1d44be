import { Clock } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_LOGGED_HOURS,
  parseHoursInput,
  TASK_MESSAGES,
  type TTask,
} from '../../../../domain/tasks/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateTask } from '../api/mutate-task';

/** 'Çalışma Saati Kaydet': adds hours to the completed time (the server adds, so two people never overwrite). */
export function LogHoursForm({ task }: { task: TTask }) {
  const { t } = useTranslation('tasks');
  const id = useId();
  const [text, setText] = useState('1');
  const [invalid, setInvalid] = useState(false);
  const update = useUpdateTask();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const hours = parseHoursInput(text, Number.NaN);
    if (!(hours > 0 && hours <= MAX_LOGGED_HOURS)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    update.mutate({ id: task.id, body: { logHours: hours } }, { onSuccess: () => setText('1') });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="rounded-xl bg-slate-50 p-3"
      aria-label={t('detail.logHours')}
    >
      <p className="mb-2 flex items-center gap-1.5 text-sm font-semibold text-slate-900">
        <Clock className="h-4 w-4" aria-hidden />
        {t('detail.logHours')}
      </p>
      {invalid ? <AlertBox tone="error">{TASK_MESSAGES.loggedHoursRange}</AlertBox> : null}
      {update.error ? <AlertBox tone="error">{errorMessage(update.error)}</AlertBox> : null}
      <div className="mt-2 flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-700">
            {t('detail.hoursToAdd')}
          </label>
          <input
            id={id}
            inputMode="decimal"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={invalid || undefined}
            className="min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm"
          />
        </div>
        <Button type="submit" variant="secondary" disabled={update.isPending}>
          {t('detail.addHours')}
        </Button>
      </div>
    </form>
  );
}
