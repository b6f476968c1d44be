import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TAuditSettingsResponse } from '../../../../../domain/audit/api-contract';
import { AlertBox } from '../../../../components/ui/alert-box';
import { Button } from '../../../../components/ui/button';
import { useErrorText } from '../../../../components/ui/form/error-text';
import { Field } from '../../../../components/ui/form/field';
import { Form } from '../../../../components/ui/form/form';
import { NumberInput } from '../../../../components/ui/form/number-input';
import { LoadError } from '../../../../components/ui/load-error';
import { Spinner } from '../../../../components/ui/spinner';
import { Switch } from '../../../../components/ui/switch';
import { errorMessage } from '../../../../lib/api-client';
import { useAuditSettings, useSaveAuditSettings } from '../../api/audit-settings';
import {
  type TAuditSettingsForm,
  type TAuditSettingsFormInput,
  toFormValues,
  ZAuditSettingsForm,
} from './audit-settings-form';
import { RuleSwitches } from './rule-switches';

/** 'Denetim Kuralları' (Ayarlar): rules on/off, the D limit and RPN bands; a Yönetici edits, others read. */
export function AuditSettingsScreen() {
  const { t } = useTranslation('aiAuditor');
  const settings = useAuditSettings();
  if (settings.isPending) return <Spinner label={t('app.loading', { ns: 'translation' })} />;
  if (settings.isError) return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  return <AuditSettingsForm data={settings.data} />;
}

function AuditSettingsForm({ data }: { data: TAuditSettingsResponse }) {
  const { t, i18n } = useTranslation('aiAuditor');
  const errorText = useErrorText();
  const save = useSaveAuditSettings();
  const [saved, setSaved] = useState(false);
  const readOnly = !data.can.edit;
  const form = useForm<TAuditSettingsFormInput, unknown, TAuditSettingsForm>({
    resolver: zodResolver(ZAuditSettingsForm),
    defaultValues: toFormValues(data.settings, i18n.language),
  });
  const { reset } = form;
  useEffect(() => reset(toFormValues(data.settings, i18n.language)), [data.settings, i18n.language, reset]);
  const errors = form.formState.errors;

  return (
    <Form
      form={form}
      aria-labelledby="audit-settings-heading"
      className="space-y-6"
      data-testid="audit-settings"
      onValid={(values) => {
        setSaved(false);
        save.mutate(values, { onSuccess: () => setSaved(true) });
      }}
    >
      <div>
        <h3 id="audit-settings-heading" className="text-lg font-semibold text-slate-900">
          {t('settings.heading')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('settings.intro')}</p>
      </div>
      {readOnly ? <AlertBox tone="info">{t('settings.readOnly')}</AlertBox> : null}
      {save.error ? <AlertBox tone="error">{errorText(errorMessage(save.error))}</AlertBox> : null}
      {saved ? <AlertBox tone="success">{t('settings.saved')}</AlertBox> : null}
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold text-slate-900">{t('settings.thresholdsHeading')}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            label={t('settings.detectionLimit')}
            hint={t('settings.detectionLimitHint')}
            error={errors.detectionLimit?.message}
          >
            <Controller
              control={form.control}
              name="detectionLimit"
              render={({ field }) => <NumberInput {...field} step={1} readOnly={readOnly} />}
            />
          </Field>
          <Field
            label={t('settings.rpnHigh')}
            hint={t('settings.rpnHighHint')}
            error={errors.rpnBands?.high?.message}
          >
            <Controller
              control={form.control}
              name="rpnBands.high"
              render={({ field }) => <NumberInput {...field} step={1} readOnly={readOnly} />}
            />
          </Field>
          <Field
            label={t('settings.rpnMedium')}
            hint={t('settings.rpnMediumHint')}
            error={errors.rpnBands?.medium?.message}
          >
            <Controller
              control={form.control}
              name="rpnBands.medium"
              render={({ field }) => <NumberInput {...field} step={1} readOnly={readOnly} />}
            />
          </Field>
        </div>
      </fieldset>
      <fieldset>
        <legend className="sr-only">{t('settings.aiReview')}</legend>
        <Controller
          control={form.control}
          name="aiReview"
          render={({ field }) =>
            readOnly || !data.aiAvailable ? (
              <div className="flex items-center justify-between gap-4 py-2">
                <div>
                  <p className="text-sm font-medium text-slate-900">{t('settings.aiReview')}</p>
                  <p className="text-sm text-slate-600">
                    {data.aiAvailable ? t('settings.aiReviewHint') : t('settings.aiUnavailable')}
                  </p>
                </div>
                <span className="text-sm font-semibold text-slate-700">
                  {field.value ? t('settings.on') : t('settings.off')}
                </span>
              </div>
            ) : (
              <Switch
                id="audit-ai-review"
                checked={field.value}
                onChange={field.onChange}
                label={t('settings.aiReview')}
                description={t('settings.aiReviewHint')}
              />
            )
          }
        />
      </fieldset>
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <RuleSwitches enabled={field.value} onChange={field.onChange} readOnly={readOnly} />
        )}
      />
      {readOnly ? null : (
        <div className="flex justify-end">
          <Button type="submit" disabled={save.isPending} data-testid="audit-settings-save">
            {save.isPending ? t('settings.saving') : t('settings.save')}
          </Button>
        </div>
      )}
    </Form>
  );
}
