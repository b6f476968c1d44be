import { canEditPowerBi } from '../../domain/powerbi/permissions';
import type { TPowerBiSettings } from '../../domain/powerbi/contract';
import type { Viewer } from '../../domain/shared/viewer';
import { apiKeyHint } from '../org-kit/present-org-settings';
import type { StoredPowerBiSettings } from './service-settings-store';

/** The API's view of the service principal: whether a secret is stored and its hint, never the secret. */
export function presentPowerBiSettings(settings: StoredPowerBiSettings, viewer: Viewer): TPowerBiSettings {
  return {
    tenantId: settings.tenantId,
    clientId: settings.clientId,
    workspaceId: settings.workspaceId,
    secretSet: settings.clientSecret !== '',
    secretHint: apiKeyHint(settings.clientSecret, canEditPowerBi(viewer)),
    can: { edit: canEditPowerBi(viewer) },
  };
}
