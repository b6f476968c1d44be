import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZUpdateTeamSettings } from '../../../../domain/tasks/insights-contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { decimalText } from '../../../components/ui/form/decimal-text';
import { useErrorText } from '../../../components/ui/form/error-text';
import { Field } from '../../../components/ui/form/field';
import { Form } from '../../../components/ui/form/form';
import { NumberInput } from '../../../components/ui/form/number-input';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateTeamSettings } from '../api/team-settings';

// The API's own rule (a whole number of hours, 1–80), typed as text.
const ZCapacityForm = z.object({
  weeklyCapacityHours: decimalText(ZUpdateTeamSettings.shape.weeklyCapacityHours),
});
type TCapacityInput = z.input<typeof ZCapacityForm>;
type TCapacity = z.output<typeof ZCapacityForm>;

/** The weekly capacity workload is measured against (Yönetici only; the server enforces it too). */
export function CapacityForm({ current }: { current: number }) {
  const { t } = useTranslation('tasks');
  const errorText = useErrorText();
  const [saved, setSaved] = useState(false);
  const update = useUpdateTeamSettings();
  const form = useForm<TCapacityInput, unknown, TCapacity>({
    resolver: zodResolver(ZCapacityForm),
    defaultValues: { weeklyCapacityHours: String(current) },
  });
  return (
    <Form
      form={form}
      onValid={(values) => {
        setSaved(false);
        update.mutate(values, { onSuccess: () => setSaved(true) });
      }}
      className="space-y-2"
      aria-label={t('settings.capacity')}
    >
      {update.error ? <AlertBox tone="error">{errorText(errorMessage(update.error))}</AlertBox> : null}
      {saved ? <AlertBox tone="success">{t('settings.saved')}</AlertBox> : null}
      <div className="flex items-start gap-2">
        <Controller
          control={form.control}
          name="weeklyCapacityHours"
          render={({ field, fieldState }) => (
            <Field
              label={t('settings.capacity')}
              error={fieldState.error?.message}
              hint={t('settings.capacityHint')}
              className="w-56"
            >
              <NumberInput {...field} />
            </Field>
          )}
        />
        <Button type="submit" disabled={update.isPending} className="mt-6">
          {t('settings.save')}
        </Button>
      </div>
    </Form>
  );
}
