import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  orgProfileOperations as ops,
  type TOrgProfile,
  type TUpdateOrgProfileRequest,
  type TUploadLogoRequest,
} from '../../../../domain/settings/org-profile';
import { plantTimeZone, setPlantTimeZone } from '../../../../domain/shared/plant-date';
import { callOperation } from '../../../lib/api-client';
import { registerLiveTable } from '../../../lib/live-tables';

/** The browser shows instants in the plant's zone, as the server's reports do (see lib/format.ts). */
function adopt(profile: TOrgProfile): TOrgProfile {
  setPlantTimeZone(profile.effectiveTimeZone);
  return profile;
}

/** Shared with the header (src/web/app/shell), which shows the plant name and logo. */
export const orgProfileQuery = queryOptions({
  queryKey: ['settings', 'profile'],
  queryFn: async ({ signal }) => adopt(await callOperation(ops.get, undefined, signal)),
  staleTime: 5 * 60_000,
});
export const useOrgProfile = () => useQuery(orgProfileQuery);

/**
 * Another admin (or `npm run admin`) changed the profile: refetch it, and when the plant's zone
 * changed, refetch every screen's data too, so open screens re-render their instants in the new zone.
 * @internal
 */
export async function applyOrgProfileEvent(client: QueryClient): Promise<void> {
  const before = plantTimeZone();
  await client.refetchQueries({ queryKey: orgProfileQuery.queryKey });
  if (plantTimeZone() !== before) await client.invalidateQueries();
}
registerLiveTable('org_profile', (client) => void applyOrgProfileEvent(client), [orgProfileQuery.queryKey]);

function useProfileMutation<T>(request: (body: T) => Promise<TOrgProfile>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (profile) => client.setQueryData(orgProfileQuery.queryKey, adopt(profile)),
  });
}

export const useSaveOrgProfile = () =>
  useProfileMutation((body: TUpdateOrgProfileRequest) => callOperation(ops.update, { body }));

export const useUploadLogo = () =>
  useProfileMutation((body: TUploadLogoRequest) => callOperation(ops.uploadLogo, { body }));

export const useRemoveLogo = () => useProfileMutation((_: void) => callOperation(ops.removeLogo));
