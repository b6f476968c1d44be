import type { TUser } from '../../domain/auth/contract';
import { LOGO_PATH, type TOrgProfile } from '../../domain/settings/org-profile';
import { canEditOrganisation } from '../../domain/settings/permissions';
import type { StoredOrgProfile } from '../org-kit/org-profile-store';
import { effectiveTimeZone } from './plant-zone';

/** The profile as the API shows it: the logo as a URL that changes with it (cache busting). */
export function presentOrgProfile(
  profile: StoredOrgProfile,
  reader: TUser,
  fallbackZone: string,
): TOrgProfile {
  return {
    plantName: profile.plantName,
    timeZone: profile.timeZone,
    effectiveTimeZone: effectiveTimeZone(profile.timeZone, fallbackZone),
    logoUrl: profile.logo ? `${LOGO_PATH}?v=${profile.updatedAt.getTime()}` : null,
    logoType: profile.logo?.type ?? null,
    updatedAt: profile.updatedAt.toISOString(),
    can: { edit: canEditOrganisation(reader) },
  };
}
