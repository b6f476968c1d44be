import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  LANGUAGES,
  type TPreferences,
  UI_LANGUAGES,
  ZUpdatePreferencesRequest,
} from '../../../../domain/preferences/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { Field } from '../../../components/ui/form/field';
import { Form } from '../../../components/ui/form/form';
import { Select } from '../../../components/ui/form/select';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { useSavePreferences } from '../api/preferences';

// The API's own schema with every field present: the form always sends the whole set.
const ZGeneralForm = ZUpdatePreferencesRequest.required();
const UI: readonly string[] = UI_LANGUAGES;

/** The user's language, auto-save and notification preferences. */
export function GeneralForm({ initial }: { initial: TPreferences }) {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const save = useSavePreferences();
  const [saved, setSaved] = useState(false);
  const form = useForm<TPreferences>({ resolver: zodResolver(ZGeneralForm), defaultValues: initial });
  const language = useWatch({ control: form.control, name: 'language' });
  const { errors, isDirty } = form.formState;

  const submit = (values: TPreferences) => {
    setSaved(false);
    save.mutate(values, {
      onSuccess: (next) => {
        setSaved(true);
        form.reset(next);
      },
    });
  };

  return (
    <Form form={form} onValid={submit} className="max-w-2xl space-y-4" data-testid="general-settings-form">
      {save.error ? <AlertBox tone="error">{errorText(errorMessage(save.error))}</AlertBox> : null}
      {saved && !isDirty ? <AlertBox tone="success">{t('saved')}</AlertBox> : null}
      <div>
        <Field id="pref-language" label={t('general.language')} error={errors.language?.message}>
          <Select {...form.register('language')}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`languages.${l}`)}
              </option>
            ))}
          </Select>
        </Field>
        {UI.includes(language) ? null : (
          <p className="mt-1 text-sm text-amber-900" role="note" data-testid="language-note">
            {t('general.untranslated')}
          </p>
        )}
      </div>
      <div className="divide-y divide-slate-100 rounded-xl border border-slate-200 px-4">
        <Controller
          control={form.control}
          name="autoSave"
          render={({ field }) => (
            <Switch
              id="pref-autosave"
              checked={field.value}
              onChange={field.onChange}
              label={t('general.autoSave')}
              description={t('general.autoSaveHint')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="notificationsEnabled"
          render={({ field }) => (
            <Switch
              id="pref-notifications"
              checked={field.value}
              onChange={field.onChange}
              label={t('general.notifications')}
              description={t('general.notificationsHint')}
            />
          )}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} data-testid="general-save">
          <Save className="h-4 w-4" aria-hidden />
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </Form>
  );
}
