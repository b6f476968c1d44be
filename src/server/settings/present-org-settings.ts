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
    baseUrl: withoutCredentials(settings.baseUrl),
    model: settings.model,
    analysisDepth: settings.analysisDepth,
    confidenceThreshold: settings.confidenceThreshold,
    updatedAt: settings.updatedAt.toISOString(),
  };
}

/**
 * A base URL saved before credentials were refused may still hold `user:password@`: every user reads
 * these settings, so the credential part is masked (the AI client still uses the stored value).
 */
export function withoutCredentials(baseUrl: string): string {
  if (baseUrl === '') return baseUrl;
  try {
    const url = new URL(baseUrl);
    if (url.username === '' && url.password === '') return baseUrl;
    url.username = '';
    url.password = '';
    return url.toString();
  } catch {
    return '';
  }
}
