import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AI_PROVIDERS,
  type TOrgSettings,
  type TUpdateOrgSettingsRequest,
} from '../../../../domain/settings/contract';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { useErrorText } from '../../../components/ui/form/error-text';
import { serverErrors } from '../../../components/ui/form/server-error';
import { Field } from '../../../components/ui/form/field';
import { Form } from '../../../components/ui/form/form';
import { Input } from '../../../components/ui/form/input';
import { Select } from '../../../components/ui/form/select';
import { errorMessage } from '../../../lib/api-client';
import { useSaveOrgSettings } from '../api/org-settings';
import { AiDepthChoice } from './ai-depth-choice';
import { AiKeyField } from './ai-key-field';
import { type AiSettingsValues, aiSettingsValues, ZAiSettingsForm } from './ai-settings-request';
import { ConfidenceSlider } from './confidence-slider';

const FIELDS = ['apiKey', 'baseUrl', 'model', 'confidenceThreshold'] as const;

/** AI settings for a Yönetici: provider, key (write-only), base URL, model, depth, threshold. */
export function AiSettingsForm({ settings }: { settings: TOrgSettings }) {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const save = useSaveOrgSettings();
  const [saved, setSaved] = useState(false);
  const form = useForm<AiSettingsValues, unknown, TUpdateOrgSettingsRequest>({
    resolver: zodResolver(ZAiSettingsForm),
    defaultValues: aiSettingsValues(settings),
  });
  const { errors, isDirty } = form.formState;
  const { showUnderField, boxError } = serverErrors(form, FIELDS);
  const provider = useWatch({ control: form.control, name: 'aiProvider' });
  const external = provider !== 'engineering_db';

  const submit = (request: TUpdateOrgSettingsRequest) => {
    setSaved(false);
    save.mutate(request, {
      onSuccess: (next) => {
        setSaved(true);
        form.reset(aiSettingsValues(next));
      },
      onError: showUnderField,
    });
  };
  // A refusal about one field sits under it; anything else (403, network) goes in the box.
  const serverError = boxError(save.error);

  return (
    <Form form={form} onValid={submit} className="space-y-5" data-testid="ai-settings-form">
      {serverError ? <AlertBox tone="error">{errorText(errorMessage(serverError))}</AlertBox> : null}
      {saved && !isDirty ? <AlertBox tone="success">{t('saved')}</AlertBox> : null}
      <Field
        id="ai-provider"
        label={t('ai.provider')}
        hint={external ? t('ai.externalHint') : t('ai.engineeringDbHint')}
      >
        <Select {...form.register('aiProvider')}>
          {AI_PROVIDERS.map((p) => (
            <option key={p} value={p}>
              {t(`providers.${p}`)}
            </option>
          ))}
        </Select>
      </Field>
      {external ? (
        <div className="grid gap-4 md:grid-cols-2">
          <AiKeyField settings={settings} />
          {/* Shown with its message too: an address typed for a local server and left wrong stays visible. */}
          {provider === 'openai_compatible' || errors.baseUrl ? (
            <Field id="ai-base-url" label={t('ai.baseUrl')} error={errors.baseUrl?.message}>
              <Input type="url" placeholder="http://10.0.0.5:11434/v1" {...form.register('baseUrl')} />
            </Field>
          ) : null}
          <Field id="ai-model" label={t('ai.model')} error={errors.model?.message}>
            <Input placeholder={t(`modelExamples.${provider}`)} {...form.register('model')} />
          </Field>
        </div>
      ) : null}
      <AiDepthChoice />
      <ConfidenceSlider />
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} data-testid="ai-save">
          <Save className="h-4 w-4" aria-hidden />
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </Form>
  );
}
