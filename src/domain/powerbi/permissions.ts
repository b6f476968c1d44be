import type { Viewer } from '../shared/viewer';

/**
 * The service principal (tenant, client, secret, workspace) is the organisation's: a Yönetici enters
 * and changes it; every signed-in user reads it without the secret and may embed its reports.
 */
export function canEditPowerBi(viewer: Viewer | null): boolean {
  return viewer?.isAdmin === true;
}
