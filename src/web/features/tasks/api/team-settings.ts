import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateTeamSettings } from '../../../../domain/tasks/insights-contract';
import { teamOperations } from '../../../../domain/tasks/operations';
import { callOperation } from '../../../lib/api-client';
import { taskKeys } from './task-keys';

/** Yönetici only (the server answers 403 otherwise); the workload is measured against the new capacity. */
export function useUpdateTeamSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateTeamSettings) => callOperation(teamOperations.updateSettings, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: taskKeys.workload }),
  });
}
