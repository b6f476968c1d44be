import { z } from 'zod';
import {
  type TAiProvider,
  type TAnalysisDepth,
  type TOrgSettings,
  type TUpdateOrgSettingsRequest,
  ZUpdateOrgSettingsRequest,
} from '../../../../domain/settings/contract';

/** The AI settings form as typed: the key field and the 'Anahtarı kaldır' toggle are the form's own. */
export interface AiSettingsValues {
  aiProvider: TAiProvider;
  apiKey: string;
  removeKey: boolean;
  baseUrl: string;
  model: string;
  analysisDepth: TAnalysisDepth;
  confidenceThreshold: number;
}

/**
 * The request for the form: an empty key field keeps the stored key, 'Anahtarı kaldır' sends ''.
 * Only the fields this form shows are sent, nothing else copied from the loaded settings, so a save
 * cannot revert a change made elsewhere meanwhile (the weekly capacity belongs to the Team screen).
 * @internal
 */
export function buildRequest(v: AiSettingsValues): TUpdateOrgSettingsRequest {
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

/**
 * The form's schema: the typed values become the request, which the API's own contract checks. Its
 * fields keep the form's names (baseUrl, apiKey, …), so each message lands under its field.
 */
export const ZAiSettingsForm = z
  .object({
    aiProvider: ZUpdateOrgSettingsRequest.shape.aiProvider,
    apiKey: z.string(),
    removeKey: z.boolean(),
    baseUrl: z.string(),
    model: z.string(),
    analysisDepth: ZUpdateOrgSettingsRequest.shape.analysisDepth,
    confidenceThreshold: z.number(),
  })
  .transform(buildRequest)
  .pipe(ZUpdateOrgSettingsRequest);

/** The form's starting values: the stored settings, an empty key field. */
export const aiSettingsValues = (settings: TOrgSettings): AiSettingsValues => ({
  aiProvider: settings.aiProvider,
  apiKey: '',
  removeKey: false,
  baseUrl: settings.baseUrl,
  model: settings.model,
  analysisDepth: settings.analysisDepth,
  confidenceThreshold: settings.confidenceThreshold,
});
