import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TControlPlanRow, TSaveControlPlanRequest } from '../../../../domain/fmea/control-plan/contract';
import { controlPlanDraft } from '../../../../domain/fmea/control-plan/draft';
import { controlPlanOperations as ops } from '../../../../domain/fmea/control-plan/operations';
import { callOperation } from '../../../lib/api-client';
import { fetchAllLines } from './fmea-lines';
import { fmeaKeys } from './fmea-keys';

/** The draft of one FMEA: the stored one, or one the server generates from the PFMEA now. */
export const useControlPlan = (id: string) =>
  useQuery({
    queryKey: fmeaKeys.controlPlan(id),
    queryFn: ({ signal }) => callOperation(ops.getControlPlan, { params: { id } }, signal),
  });

/** 'Kaydet': the edited rows replace the stored draft (owner or Yönetici; 403 otherwise). */
export function useSaveControlPlan(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveControlPlanRequest) =>
      callOperation(ops.saveControlPlan, { params: { id }, body }),
    onSuccess: (plan) => client.setQueryData(fmeaKeys.controlPlan(id), plan),
  });
}

/**
 * A stale draft regenerated from the PFMEA's current lines with the same domain rule the server uses;
 * it is only shown until 'Kaydet', so the stored draft is never lost by a click.
 */
export async function regenerateControlPlan(id: string): Promise<TControlPlanRow[]> {
  return controlPlanDraft(await fetchAllLines(id));
}
