import { zodResolver } from '@hookform/resolvers/zod';
import { Clock } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type TTask, ZUpdateTaskRequest } from '../../../../domain/tasks/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { decimalText } from '../../../components/ui/form/decimal-text';
import { useErrorText } from '../../../components/ui/form/error-text';
import { Field } from '../../../components/ui/form/field';
import { Form } from '../../../components/ui/form/form';
import { NumberInput } from '../../../components/ui/form/number-input';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateTask } from '../api/mutate-task';

// The API's own rule for `logHours` (more than 0, at most 200), typed as text with a decimal comma.
const ZLogHoursForm = z.object({ hours: decimalText(ZUpdateTaskRequest.shape.logHours.unwrap()) });
type TLogHoursInput = z.input<typeof ZLogHoursForm>;
type TLogHours = z.output<typeof ZLogHoursForm>;

/** 'Çalışma Saati Kaydet': adds hours to the completed time (the server adds, so two people never overwrite). */
export function LogHoursForm({ task }: { task: TTask }) {
  const { t } = useTranslation('tasks');
  const errorText = useErrorText();
  const update = useUpdateTask();
  const form = useForm<TLogHoursInput, unknown, TLogHours>({
    resolver: zodResolver(ZLogHoursForm),
    defaultValues: { hours: '1' },
  });
  return (
    <Form
      form={form}
      onValid={({ hours }) =>
        update.mutate({ id: task.id, body: { logHours: hours } }, { onSuccess: () => form.reset() })
      }
      className="rounded-xl bg-slate-50 p-3"
      aria-label={t('detail.logHours')}
    >
      <p className="mb-2 flex items-center gap-1.5 text-sm font-semibold text-slate-900">
        <Clock className="h-4 w-4" aria-hidden />
        {t('detail.logHours')}
      </p>
      {update.error ? <AlertBox tone="error">{errorText(errorMessage(update.error))}</AlertBox> : null}
      <div className="mt-2 flex items-start gap-2">
        <Controller
          control={form.control}
          name="hours"
          render={({ field, fieldState }) => (
            <Field label={t('detail.hoursToAdd')} error={fieldState.error?.message} className="flex-1">
              <NumberInput {...field} />
            </Field>
          )}
        />
        <Button type="submit" variant="secondary" disabled={update.isPending} className="mt-6">
          {t('detail.addHours')}
        </Button>
      </div>
    </Form>
  );
}
