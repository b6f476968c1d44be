import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type TUpdateOrgSettingsRequest,
  ZIntegrationStatus,
  ZOrgSettings,
} from '../../../../domain/settings/contract';
import { api } from '../../../lib/api-client';

export const orgSettingsQuery = queryOptions({
  queryKey: ['settings', 'org'],
  queryFn: ({ signal }) => api('/api/settings/org', { schema: ZOrgSettings, signal }),
});
export const useOrgSettings = () => useQuery(orgSettingsQuery);

/** PUT /api/settings/org (Yönetici only); the stored key never comes back, only its hint. */
export function useSaveOrgSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateOrgSettingsRequest) =>
      api('/api/settings/org', { method: 'PUT', body, schema: ZOrgSettings }),
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
    queryFn: ({ signal }) => api('/api/settings/integrations', { schema: ZIntegrationStatus, signal }),
    staleTime: 0,
  });
