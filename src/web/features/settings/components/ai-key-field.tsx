import { KeyRound, Trash2, Undo2 } from 'lucide-react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TOrgSettings } from '../../../../domain/settings/contract';
import { keyMustBeReentered } from '../../../../domain/settings/key-endpoint';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form/field';
import { Input } from '../../../components/ui/form/input';
import type { AiSettingsValues } from './ai-settings-request';

/** 'API Anahtarı': write-only; what happens to the stored key is said under the field. */
export function AiKeyField({ settings }: { settings: TOrgSettings }) {
  const { t } = useTranslation('settings');
  const { register, setValue, control } = useFormContext<AiSettingsValues>();
  const { errors } = useFormState({ control, name: 'apiKey' });
  const [apiKey, removeKey, aiProvider, baseUrl] = useWatch({
    control,
    name: ['apiKey', 'removeKey', 'aiProvider', 'baseUrl'],
  });
  // The server removes a stored key that would be sent to another host (keyMustBeReentered): say so first.
  const keyLeaves =
    settings.apiKeySet && apiKey === '' && keyMustBeReentered(settings, { aiProvider, baseUrl });
  const status = removeKey
    ? t('ai.keyWillBeRemoved')
    : keyLeaves
      ? t('ai.keyWillNotFollow')
      : settings.apiKeySet
        ? t('ai.keyStored', { hint: settings.apiKeyHint })
        : t('ai.noKey');
  return (
    <Field
      id="ai-key"
      label={t('ai.apiKey')}
      error={errors.apiKey?.message}
      describedBy="ai-key-status"
      className="md:col-span-2"
    >
      <Input
        type="password"
        autoComplete="off"
        disabled={removeKey}
        placeholder={settings.apiKeySet ? t('ai.apiKeyKeep') : t('ai.apiKeyPlaceholder')}
        {...register('apiKey')}
      />
      <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-700">
        <KeyRound className="h-3.5 w-3.5" aria-hidden />
        <span id="ai-key-status" data-testid="api-key-hint">
          {status}
        </span>
        {settings.apiKeySet ? (
          <Button
            variant="ghost"
            className="min-h-8 px-2 text-xs"
            onClick={() => setValue('removeKey', !removeKey, { shouldDirty: true })}
          >
            {removeKey ? (
              <Undo2 className="h-3.5 w-3.5" aria-hidden />
            ) : (
              <Trash2 className="h-3.5 w-3.5" aria-hidden />
            )}
            {removeKey ? t('ai.undoRemove') : t('ai.removeKey')}
          </Button>
        ) : null}
      </div>
    </Field>
  );
}
