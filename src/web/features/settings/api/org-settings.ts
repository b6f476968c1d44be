import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUpdateOrgSettingsRequest } from '../../../../domain/settings/contract';
import { settingsOperations } from '../../../../domain/settings/operations';
import { callOperation } from '../../../lib/api-client';

const orgSettingsQuery = queryOptions({
  queryKey: ['settings', 'org'],
  queryFn: ({ signal }) => callOperation(settingsOperations.getOrgSettings, undefined, signal),
});
export const useOrgSettings = () => useQuery(orgSettingsQuery);

/** Saving is for a Yönetici only; the stored key never comes back, only its hint. */
export function useSaveOrgSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateOrgSettingsRequest) =>
      callOperation(settingsOperations.updateOrgSettings, { body }),
    onSuccess: (settings) => {
      client.setQueryData(orgSettingsQuery.queryKey, settings);
      // The AI card of 'Entegrasyonlar' checks the newly chosen provider.
      void client.invalidateQueries({ queryKey: ['settings', 'integrations'] });
    },
  });
}

export const useIntegrationStatus = () =>
  useQuery({
    queryKey: ['settings', 'integrations'],
    queryFn: ({ signal }) => callOperation(settingsOperations.getIntegrations, undefined, signal),
    staleTime: 0,
  });
