import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  type TPowerBiSettings,
  type TUpdatePowerBiSettingsRequest,
  ZUpdatePowerBiSettingsRequest,
} from '../../../../domain/powerbi/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { Field } from '../../../components/ui/form/field';
import { Form } from '../../../components/ui/form/form';
import { Input } from '../../../components/ui/form/input';
import { errorMessage } from '../../../lib/api-client';
import { useSavePowerBiSettings } from '../api/powerbi-settings';

// The API's own rules; an empty secret field means "keep the stored secret" (it is left out).
const ZPowerBiForm = ZUpdatePowerBiSettingsRequest.extend({ clientSecret: z.string() }).transform(
  ({ clientSecret, ...rest }): TUpdatePowerBiSettingsRequest =>
    clientSecret.trim() === '' ? rest : { ...rest, clientSecret: clientSecret.trim() },
);
type TFormInput = z.input<typeof ZPowerBiForm>;

const FIELDS = ['tenantId', 'clientId', 'workspaceId'] as const;

/** The service principal (Yönetici edits, everyone else reads); the secret is write-only. */
export function PowerBiSettingsForm({ settings }: { settings: TPowerBiSettings }) {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const save = useSavePowerBiSettings();
  const [saved, setSaved] = useState(false);
  const readOnly = !settings.can.edit;
  const form = useForm<TFormInput, unknown, TUpdatePowerBiSettingsRequest>({
    resolver: zodResolver(ZPowerBiForm),
    defaultValues: {
      tenantId: settings.tenantId,
      clientId: settings.clientId,
      workspaceId: settings.workspaceId,
      clientSecret: '',
    },
  });
  return (
    <Form
      form={form}
      onValid={(values) => {
        setSaved(false);
        save.mutate(values, {
          onSuccess: () => {
            setSaved(true);
            form.resetField('clientSecret', { defaultValue: '' });
          },
        });
      }}
      className="space-y-4"
      aria-label={t('powerbi.formTitle')}
      data-testid="powerbi-settings-form"
    >
      {readOnly ? <AlertBox tone="info">{t('powerbi.readOnly')}</AlertBox> : null}
      {save.error ? <AlertBox tone="error">{errorText(errorMessage(save.error))}</AlertBox> : null}
      {saved ? <AlertBox tone="success">{t('saved')}</AlertBox> : null}
      <div className="grid gap-4 md:grid-cols-2">
        {FIELDS.map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <Field
                id={`powerbi-${name}`}
                label={t(`powerbi.${name}`)}
                hint={t(`powerbi.${name}Hint`)}
                error={fieldState.error?.message}
              >
                <Input {...field} autoComplete="off" spellCheck={false} readOnly={readOnly} />
              </Field>
            )}
          />
        ))}
        <Controller
          control={form.control}
          name="clientSecret"
          render={({ field, fieldState }) => (
            <Field
              id="powerbi-clientSecret"
              label={t('powerbi.clientSecret')}
              error={fieldState.error?.message}
              hint={
                <span className="inline-flex items-center gap-1" data-testid="powerbi-secret-hint">
                  <KeyRound className="h-3.5 w-3.5" aria-hidden />
                  {settings.secretSet
                    ? t('powerbi.secretStored', { hint: settings.secretHint })
                    : t('powerbi.noSecret')}
                </span>
              }
            >
              <Input
                {...field}
                type="password"
                autoComplete="new-password"
                readOnly={readOnly}
                placeholder={settings.secretSet ? t('powerbi.secretKeep') : ''}
              />
            </Field>
          )}
        />
      </div>
      {readOnly ? null : (
        <Button type="submit" disabled={save.isPending} data-testid="powerbi-save">
          {save.isPending ? t('saving') : t('save')}
        </Button>
      )}
    </Form>
  );
}
