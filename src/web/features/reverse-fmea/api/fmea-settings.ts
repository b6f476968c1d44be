import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TUpdateFmeaSettingsRequest } from '../../../../domain/fmea/settings-contract';
import { fmeaOperations as ops } from '../../../../domain/fmea/operations';
import { callOperation } from '../../../lib/api-client';
import { fmeaKeys } from './fmea-keys';

export const useFmeaSettings = () =>
  useQuery({
    queryKey: fmeaKeys.settings,
    queryFn: ({ signal }) => callOperation(ops.getSettings, undefined, signal),
    staleTime: 60_000,
  });

export function useUpdateFmeaSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateFmeaSettingsRequest) => callOperation(ops.updateSettings, { body }),
    onSuccess: (settings) => client.setQueryData(fmeaKeys.settings, settings),
  });
}
