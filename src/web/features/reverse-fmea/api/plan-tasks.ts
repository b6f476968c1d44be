import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPlanTaskDraftRequest } from '../../../../domain/fmea/plan-output-contract';
import {
  planOutputOperations as ops,
  type TCreatePlanTasksRequest,
} from '../../../../domain/fmea/plan-output-operations';
import { callOperation } from '../../../lib/api-client';
import { fmeaKeys } from './fmea-keys';

const planTasksQuery = (fmeaId: string) =>
  queryOptions({
    queryKey: fmeaKeys.planTasks(fmeaId),
    queryFn: ({ signal }) => callOperation(ops.listPlanTasks, { params: { id: fmeaId } }, signal),
  });

/** The tasks made from this FMEA's plan items, with their live status. */
export const usePlanTasks = (fmeaId: string) => useQuery(planTasksQuery(fmeaId));

export const useDraftPlanTasks = (fmeaId: string) =>
  useMutation({
    mutationFn: (body: TPlanTaskDraftRequest) =>
      callOperation(ops.draftPlanTasks, { params: { id: fmeaId }, body }),
  });

export function useCreatePlanTasks(fmeaId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreatePlanTasksRequest) =>
      callOperation(ops.createPlanTasks, { params: { id: fmeaId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: fmeaKeys.planTasks(fmeaId) }),
  });
}
