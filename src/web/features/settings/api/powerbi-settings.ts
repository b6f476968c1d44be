import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUpdatePowerBiSettingsRequest } from '../../../../domain/powerbi/contract';
import { powerBiOperations } from '../../../../domain/powerbi/operations';
import { callOperation } from '../../../lib/api-client';

const powerBiSettingsQuery = queryOptions({
  queryKey: ['settings', 'powerbi'],
  queryFn: ({ signal }) => callOperation(powerBiOperations.getSettings, undefined, signal),
});
export const usePowerBiSettings = () => useQuery(powerBiSettingsQuery);

/** Yönetici only; the stored secret never comes back, only its hint. The status card checks again. */
export function useSavePowerBiSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdatePowerBiSettingsRequest) =>
      callOperation(powerBiOperations.updateSettings, { body }),
    onSuccess: (settings) => {
      client.setQueryData(powerBiSettingsQuery.queryKey, settings);
      void client.invalidateQueries({ queryKey: ['settings', 'integrations'] });
    },
  });
}
