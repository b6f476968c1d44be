import type { TOrgSettings } from '../../domain/settings/contract';
import type { StoredOrgSettings } from './org-settings-store';

const HINT_MIN_KEY_LENGTH = 12;

/** '••••3f9a' for a stored key; a short key shows no characters at all (four would be most of it). */
export function apiKeyHint(apiKey: string): string {
  if (apiKey === '') return '';
  return apiKey.length >= HINT_MIN_KEY_LENGTH ? `••••${apiKey.slice(-4)}` : '••••';
}

/** The API's view of the settings: whether a key is stored and its hint, never the key. */
export function presentOrgSettings(settings: StoredOrgSettings): TOrgSettings {
  return {
    aiProvider: settings.aiProvider,
    apiKeySet: settings.apiKey !== '',
    apiKeyHint: apiKeyHint(settings.apiKey),
    baseUrl: settings.baseUrl,
    model: settings.model,
    analysisDepth: settings.analysisDepth,
    confidenceThreshold: settings.confidenceThreshold,
    updatedAt: settings.updatedAt.toISOString(),
  };
}
