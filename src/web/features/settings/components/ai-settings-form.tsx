import { KeyRound, Save, Trash2, Undo2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AI_PROVIDERS,
  CONFIDENCE_THRESHOLD_MAX,
  CONFIDENCE_THRESHOLD_MIN,
  type TAiProvider,
  type TAnalysisDepth,
  type TOrgSettings,
  type TUpdateOrgSettingsRequest,
  ZAiProvider,
  ZAnalysisDepth,
  ZUpdateOrgSettingsRequest,
} from '../../../../domain/settings/contract';
import { keyMustBeReentered } from '../../../../domain/settings/key-endpoint';
import { AlertBox } from '../../../components/ui/alert-box';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useSaveOrgSettings } from '../api/org-settings';
import { depthDescriptionKey } from './depth-description';
import { formatPercent } from '../../../lib/format';
import { activeLocale } from '../../../lib/i18n';
import { controlClass } from '../../../components/ui/form/control-class';
import { Select } from '../../../components/ui/form/select';

// The kit's control look: one class string for every text field, select and date.
const INPUT = controlClass;
const LABEL = 'mb-1 block text-sm font-medium text-slate-800';

/**
 * The request for the form: an empty key field keeps the stored key, 'Anahtarı kaldır' sends ''.
 * Only the fields this form shows are sent, nothing else copied from the loaded settings, so a save
 * cannot revert a change made elsewhere meanwhile (the weekly capacity belongs to the Team screen).
 */
export function buildRequest(v: {
  aiProvider: TAiProvider;
  apiKey: string;
  removeKey: boolean;
  baseUrl: string;
  model: string;
  analysisDepth: TAnalysisDepth;
  confidenceThreshold: number;
}): TUpdateOrgSettingsRequest {
  const key = v.apiKey.trim();
  return {
    aiProvider: v.aiProvider,
    ...(v.removeKey ? { apiKey: '' } : key ? { apiKey: key } : {}),
    baseUrl: v.baseUrl.trim(),
    model: v.model.trim(),
    analysisDepth: v.analysisDepth,
    confidenceThreshold: v.confidenceThreshold,
  };
}

/** AI settings for a Yönetici: provider, key (write-only), base URL, model, depth, threshold. */
export function AiSettingsForm({ settings }: { settings: TOrgSettings }) {
  const { t } = useTranslation('settings');
  const save = useSaveOrgSettings();
  const [v, setV] = useState({
    aiProvider: settings.aiProvider,
    apiKey: '',
    removeKey: false,
    baseUrl: settings.baseUrl,
    model: settings.model,
    analysisDepth: settings.analysisDepth,
    confidenceThreshold: settings.confidenceThreshold,
  });
  const [invalid, setInvalid] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const set = <K extends keyof typeof v>(key: K, value: (typeof v)[K]) => {
    setSaved(false);
    setV((prev) => ({ ...prev, [key]: value }));
  };
  const external = v.aiProvider !== 'engineering_db';
  // The server removes a stored key that would be sent to another host (keyMustBeReentered): say so first.
  const keyLeaves = settings.apiKeySet && v.apiKey === '' && keyMustBeReentered(settings, v);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setInvalid(null);
    setSaved(false);
    const parsed = ZUpdateOrgSettingsRequest.safeParse(buildRequest(v));
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? t('ai.invalid'));
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        setSaved(true);
        setV((prev) => ({ ...prev, apiKey: '', removeKey: false }));
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid="ai-settings-form">
      {invalid ? <AlertBox tone="error">{invalid}</AlertBox> : null}
      {save.error ? <AlertBox tone="error">{errorMessage(save.error)}</AlertBox> : null}
      {saved ? <AlertBox tone="success">{t('saved')}</AlertBox> : null}
      <div>
        <label htmlFor="ai-provider" className={LABEL}>
          {t('ai.provider')}
        </label>
        <Select
          id="ai-provider"
          value={v.aiProvider}
          onChange={(e) => set('aiProvider', ZAiProvider.parse(e.target.value))}
        >
          {AI_PROVIDERS.map((p) => (
            <option key={p} value={p}>
              {t(`providers.${p}`)}
            </option>
          ))}
        </Select>
        <p className="mt-1 text-xs text-slate-600">
          {external ? t('ai.externalHint') : t('ai.engineeringDbHint')}
        </p>
      </div>
      {external ? (
        <div className="grid gap-4 md:grid-cols-2">
          <div className="md:col-span-2">
            <label htmlFor="ai-key" className={LABEL}>
              {t('ai.apiKey')}
            </label>
            <input
              id="ai-key"
              type="password"
              autoComplete="off"
              className={INPUT}
              value={v.apiKey}
              disabled={v.removeKey}
              placeholder={settings.apiKeySet ? t('ai.apiKeyKeep') : t('ai.apiKeyPlaceholder')}
              onChange={(e) => set('apiKey', e.target.value)}
            />
            <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-700">
              <KeyRound className="h-3.5 w-3.5" aria-hidden />
              <span data-testid="api-key-hint">
                {v.removeKey
                  ? t('ai.keyWillBeRemoved')
                  : keyLeaves
                    ? t('ai.keyWillNotFollow')
                    : settings.apiKeySet
                      ? t('ai.keyStored', { hint: settings.apiKeyHint })
                      : t('ai.noKey')}
              </span>
              {settings.apiKeySet ? (
                <Button
                  variant="ghost"
                  className="min-h-8 px-2 text-xs"
                  onClick={() => set('removeKey', !v.removeKey)}
                >
                  {v.removeKey ? (
                    <Undo2 className="h-3.5 w-3.5" aria-hidden />
                  ) : (
                    <Trash2 className="h-3.5 w-3.5" aria-hidden />
                  )}
                  {v.removeKey ? t('ai.undoRemove') : t('ai.removeKey')}
                </Button>
              ) : null}
            </div>
          </div>
          {v.aiProvider === 'openai_compatible' ? (
            <div>
              <label htmlFor="ai-base-url" className={LABEL}>
                {t('ai.baseUrl')}
              </label>
              <input
                id="ai-base-url"
                type="url"
                className={INPUT}
                value={v.baseUrl}
                placeholder="http://10.0.0.5:11434/v1"
                onChange={(e) => set('baseUrl', e.target.value)}
              />
            </div>
          ) : null}
          <div>
            <label htmlFor="ai-model" className={LABEL}>
              {t('ai.model')}
            </label>
            <input
              id="ai-model"
              className={INPUT}
              value={v.model}
              placeholder={t(`modelExamples.${v.aiProvider}`)}
              onChange={(e) => set('model', e.target.value)}
            />
          </div>
        </div>
      ) : null}
      <fieldset>
        <legend className={LABEL}>{t('ai.depth')}</legend>
        {external ? null : (
          <p className="mb-2 text-xs text-slate-600" data-testid="depth-engineering-db-hint">
            {t('ai.depthEngineeringDbHint')}
          </p>
        )}
        <div className="grid gap-2 sm:grid-cols-3">
          {ZAnalysisDepth.options.map((depth) => (
            <label
              key={depth}
              className={`flex min-h-10 cursor-pointer flex-col rounded-xl border p-3 text-sm ${v.analysisDepth === depth ? 'border-blue-600 bg-blue-50 ring-1 ring-blue-600' : 'border-slate-300 bg-white'}`}
            >
              <span className="flex items-center gap-2 font-medium text-slate-900">
                <input
                  type="radio"
                  name="ai-depth"
                  value={depth}
                  checked={v.analysisDepth === depth}
                  onChange={() => set('analysisDepth', depth)}
                />
                {t(`depth.${depth}.label`)}
              </span>
              <span className="mt-1 pl-6 text-xs text-slate-600">
                {t(depthDescriptionKey(v.aiProvider, depth))}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="ai-threshold" className={LABEL}>
          {t('ai.threshold')}: <span data-testid="threshold-value">{v.confidenceThreshold}%</span>
        </label>
        <input
          id="ai-threshold"
          type="range"
          min={CONFIDENCE_THRESHOLD_MIN}
          max={CONFIDENCE_THRESHOLD_MAX}
          step={1}
          value={v.confidenceThreshold}
          onChange={(e) => set('confidenceThreshold', Number(e.target.value))}
          className="h-10 w-full accent-blue-700"
        />
        <div className="flex justify-between text-xs text-slate-600">
          <span>{formatPercent(CONFIDENCE_THRESHOLD_MIN, activeLocale())}</span>
          <span>{formatPercent(CONFIDENCE_THRESHOLD_MAX, activeLocale())}</span>
        </div>
        <p className="mt-1 text-xs text-slate-600">{t('ai.thresholdHint')}</p>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending} data-testid="ai-save">
          <Save className="h-4 w-4" aria-hidden />
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
