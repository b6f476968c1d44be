import { queryOptions, useQuery } from '@tanstack/react-query';
import { backupOperations } from '../../../../domain/backup/operations';
import { callOperation } from '../../../lib/api-client';

const backupStatusQuery = queryOptions({
  queryKey: ['backup', 'status'],
  queryFn: ({ signal }) => callOperation(backupOperations.status, undefined, signal),
});
export const useBackupStatus = (enabled: boolean) => useQuery({ ...backupStatusQuery, enabled });
