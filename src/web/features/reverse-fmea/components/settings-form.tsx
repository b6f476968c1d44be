import { zodResolver } from '@hookform/resolvers/zod';
import { RotateCcw, Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFmeaSettings, TUpdateFmeaSettingsRequest } from '../../../../domain/fmea/settings-contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { FieldError } from '../../../components/ui/form/field';
import { Form } from '../../../components/ui/form/form';
import { errorMessage } from '../../../lib/api-client';
import type { useUpdateFmeaSettings } from '../api/fmea-settings';
import { ApTableEditor } from './ap-table-editor';
import { RpnAndTimelineFields } from './rpn-and-timeline-fields';
import { type FmeaSettingsValues, fmeaSettingsValues, ZFmeaSettingsForm } from './settings-form-schema';

const AP_ERROR_ID = 'fmea-ap-table-error';

interface Props {
  settings: TFmeaSettings;
  /** Owned by the tab: a save changes `updatedAt`, which mounts a fresh form, and the outcome must outlive it. */
  save: ReturnType<typeof useUpdateFmeaSettings>;
}

/** 'Ayarlar' of the mode: AP table, RPN bands, timeline days. A Yönetici edits; others read. */
export function SettingsForm({ settings, save }: Props) {
  const { t } = useTranslation('reverseFmea');
  const errorText = useErrorText();
  const editable = settings.can.edit;
  const form = useForm<FmeaSettingsValues, unknown, TUpdateFmeaSettingsRequest>({
    resolver: zodResolver(ZFmeaSettingsForm),
    defaultValues: fmeaSettingsValues(settings),
  });
  // The contract checks the table as a whole; the resolver files a message about an array under `root`.
  const apError = form.formState.errors.apCells;
  const apMessage = apError?.root?.message ?? apError?.message;

  return (
    <Form
      form={form}
      onValid={(request) => save.mutate(request)}
      aria-labelledby="fmea-settings-heading"
      className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="fmea-settings"
    >
      <div>
        <h2 id="fmea-settings-heading" className="text-xl font-bold text-slate-900">
          {t('settings.title')}
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
        <ApTableEditor editable={editable} errorId={AP_ERROR_ID} />
        <FieldError id={AP_ERROR_ID} message={errorText(apMessage)} />
        {editable ? (
          <Button
            variant="secondary"
            className="self-start"
            onClick={() => save.mutate({ resetApTable: true })}
            disabled={save.isPending || settings.apTableIsDefault}
          >
            <RotateCcw className="h-4 w-4" aria-hidden />
            {t('settings.reset')}
          </Button>
        ) : null}
      </fieldset>
      <RpnAndTimelineFields editable={editable} />
      {save.isError ? <AlertBox tone="error">{errorText(errorMessage(save.error))}</AlertBox> : null}
      {save.isSuccess ? <AlertBox tone="success">{t('settings.saved')}</AlertBox> : null}
      {editable ? (
        <Button type="submit" className="self-start" disabled={save.isPending} data-testid="save-settings">
          <Save className="h-4 w-4" aria-hidden />
          {t('settings.save')}
        </Button>
      ) : null}
    </Form>
  );
}
