import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZAnalysisDepth } from '../../../../domain/settings/contract';
import { depthDescriptionKey } from './depth-description';
import type { AiSettingsValues } from './ai-settings-request';

/** 'Analiz Derinliği': three cards with a radio each; the description depends on the provider. */
export function AiDepthChoice() {
  const { t } = useTranslation('settings');
  const { register, control } = useFormContext<AiSettingsValues>();
  const [aiProvider, analysisDepth] = useWatch({ control, name: ['aiProvider', 'analysisDepth'] });
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-800">{t('ai.depth')}</legend>
      {aiProvider === 'engineering_db' ? (
        <p className="mb-2 text-xs text-slate-600" data-testid="depth-engineering-db-hint">
          {t('ai.depthEngineeringDbHint')}
        </p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-3">
        {ZAnalysisDepth.options.map((depth) => (
          <label
            key={depth}
            className={`flex min-h-10 cursor-pointer flex-col rounded-xl border p-3 text-sm ${analysisDepth === depth ? 'border-blue-600 bg-blue-50 ring-1 ring-blue-600' : 'border-slate-300 bg-white'}`}
          >
            <span className="flex items-center gap-2 font-medium text-slate-900">
              <input type="radio" value={depth} {...register('analysisDepth')} />
              {t(`depth.${depth}.label`)}
            </span>
            <span className="mt-1 pl-6 text-xs text-slate-600">
              {t(depthDescriptionKey(aiProvider, depth))}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
