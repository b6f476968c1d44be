import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAuditSettingsInput } from '../../../../domain/audit/api-contract';
import { auditOperations as ops } from '../../../../domain/audit/operations';
import { callOperation } from '../../../lib/api-client';
import { auditKeys } from './audit-keys';

const auditSettingsQuery = queryOptions({
  queryKey: auditKeys.settings,
  queryFn: ({ signal }) => callOperation(ops.getSettings, undefined, signal),
});

export const useAuditSettings = () => useQuery(auditSettingsQuery);

/** Saves rules and thresholds (a Yönetici; the server refuses anyone else). */
export function useSaveAuditSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAuditSettingsInput) => callOperation(ops.updateSettings, { body }),
    onSuccess: (answer) => client.setQueryData(auditKeys.settings, answer),
  });
}
