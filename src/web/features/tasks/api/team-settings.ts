import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TUpdateTeamSettings, ZTeamSettings } from '../../../../domain/tasks/insights-contract';
import { api } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

/** Yönetici only (the server answers 403 otherwise); the workload is measured against the new capacity. */
export function useUpdateTeamSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateTeamSettings) =>
      api('/api/team/settings', { method: 'PUT', body, schema: ZTeamSettings }),
    onSuccess: () => void client.invalidateQueries({ queryKey: taskKeys.workload }),
  });
}
