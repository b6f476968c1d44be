import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  orgProfileOperations as ops,
  type TOrgProfile,
  type TUpdateOrgProfileRequest,
  type TUploadLogoRequest,
} from '../../../../domain/settings/org-profile';
import { callOperation } from '../../../lib/api-client';

/** Shared with the header (src/web/app/shell), which shows the plant name and logo. */
export const orgProfileQuery = queryOptions({
  queryKey: ['settings', 'profile'],
  queryFn: ({ signal }) => callOperation(ops.get, undefined, signal),
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
  useProfileMutation((body: TUpdateOrgProfileRequest) => callOperation(ops.update, { body }));

export const useUploadLogo = () =>
  useProfileMutation((body: TUploadLogoRequest) => callOperation(ops.uploadLogo, { body }));

export const useRemoveLogo = () => useProfileMutation((_: void) => callOperation(ops.removeLogo));
