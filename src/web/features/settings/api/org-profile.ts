import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TOrgProfile,
  type TUpdateOrgProfileRequest,
  type TUploadLogoRequest,
  ZOrgProfile,
} from '../../../../domain/settings/org-profile';
import { api } from '../../../lib/api-client';

/** Shared with the header (src/web/app/shell), which shows the plant name and logo. */
export const orgProfileQuery = queryOptions({
  queryKey: ['settings', 'profile'],
  queryFn: ({ signal }) => api('/api/settings/profile', { schema: ZOrgProfile, signal }),
  staleTime: 5 * 60_000,
});
export const useOrgProfile = () => useQuery(orgProfileQuery);

function useProfileMutation<T>(request: (body: T) => Promise<TOrgProfile>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (profile) => client.setQueryData(orgProfileQuery.queryKey, profile),
  });
}

export const useSaveOrgProfile = () =>
  useProfileMutation((body: TUpdateOrgProfileRequest) =>
    api('/api/settings/profile', { method: 'PUT', body, schema: ZOrgProfile }),
  );

export const useUploadLogo = () =>
  useProfileMutation((body: TUploadLogoRequest) =>
    api('/api/settings/profile/logo', { method: 'PUT', body, schema: ZOrgProfile }),
  );

export const useRemoveLogo = () =>
  useProfileMutation((_: void) =>
    api('/api/settings/profile/logo', { method: 'DELETE', schema: ZOrgProfile }),
  );
