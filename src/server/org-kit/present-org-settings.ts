import type { TOrgSettings } from '../../domain/settings/contract';
import { canEditOrganisation } from '../../domain/settings/permissions';
import type { Viewer } from '../../domain/shared/viewer';
import type { StoredOrgSettings } from './org-settings-store';

const HINT_MIN_KEY_LENGTH = 12;

/**
 * '••••3f9a' for a stored key, to whom may change it (a Yönetici recognises which key is in place);
 * '••••' to everyone else, and for a short key (four characters would be most of it).
 */
export function apiKeyHint(apiKey: string, showTail: boolean): string {
  if (apiKey === '') return '';
  return showTail && apiKey.length >= HINT_MIN_KEY_LENGTH ? `••••${apiKey.slice(-4)}` : '••••';
}

/** The API's view of the settings: whether a key is stored and its hint, never the key. */
export function presentOrgSettings(settings: StoredOrgSettings, viewer: Viewer): TOrgSettings {
  return {
    aiProvider: settings.aiProvider,
    apiKeySet: settings.apiKey !== '',
    apiKeyHint: apiKeyHint(settings.apiKey, canEditOrganisation(viewer)),
    baseUrl: settings.baseUrl,
    model: settings.model,
    analysisDepth: settings.analysisDepth,
    confidenceThreshold: settings.confidenceThreshold,
    updatedAt: settings.updatedAt.toISOString(),
  };
}
