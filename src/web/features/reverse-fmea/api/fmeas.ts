import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateFmeaRequest, TFmea, TUpdateFmeaRequest } from '../../../../domain/fmea/contract';
import { fmeaOperations as ops } from '../../../../domain/fmea/operations';
import { callOperation } from '../../../lib/api-client';
import { fmeaKeys } from './fmea-keys';

const fmeaQuery = (id: string) =>
  queryOptions({
    queryKey: fmeaKeys.detail(id),
    queryFn: ({ signal }) => callOperation(ops.getFmea, { params: { id } }, signal),
  });

/** One stored FMEA with its rows and plan; nothing is fetched without an id. */
export const useFmea = (id: string | null) => useQuery({ ...fmeaQuery(id ?? ''), enabled: id !== null });

/** The first page of stored FMEAs (newest change first). */
export const useFmeaList = () =>
  useQuery({
    queryKey: fmeaKeys.list('all'),
    queryFn: ({ signal }) => callOperation(ops.listFmeas, { query: {} }, signal),
  });

function storeFmea(client: ReturnType<typeof useQueryClient>, fmea: TFmea) {
  client.setQueryData(fmeaKeys.detail(fmea.id), fmea);
  void client.invalidateQueries({ queryKey: fmeaKeys.lists });
}

export function useCreateFmea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateFmeaRequest) => callOperation(ops.createFmea, { body }),
    onSuccess: (fmea) => storeFmea(client, fmea),
  });
}

export function useUpdateFmea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateFmeaRequest }) =>
      callOperation(ops.updateFmea, { params: { id }, body }),
    onSuccess: (fmea) => storeFmea(client, fmea),
  });
}

export function useDeleteFmea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callOperation(ops.deleteFmea, { params: { id } }),
    onSuccess: (_ok, id) => {
      client.removeQueries({ queryKey: fmeaKeys.detail(id) });
      void client.invalidateQueries({ queryKey: fmeaKeys.lists });
    },
  });
}

/** POST /api/fmeas/:id/plan: the real work (rules, optional model); the spinner lasts as long as it does. */
export function useGeneratePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callOperation(ops.generatePlan, { params: { id }, body: {} }),
    onSuccess: (plan, id) => {
      client.setQueryData<TFmea>(fmeaKeys.detail(id), (old) => (old ? { ...old, plan } : old));
      void client.invalidateQueries({ queryKey: fmeaKeys.detail(id) });
      void client.invalidateQueries({ queryKey: fmeaKeys.planItems(id) });
      void client.invalidateQueries({ queryKey: fmeaKeys.lists });
    },
  });
}
