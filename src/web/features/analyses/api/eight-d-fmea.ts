import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCloseEightDRequest, TDecideProposalRequest } from '../../../../domain/fmea/eight-d/contract';
import { eightDFmeaOperations as ops } from '../../../../domain/fmea/eight-d/operations';
import { fmeaOperations } from '../../../../domain/fmea/operations';
import { callOperation } from '../../../lib/api-client';
import { analysesKeys } from './analysis-keys';

const linkKey = (id: string) => [...analysesKeys.detail(id), 'fmea'] as const;

/** The 8D's closure (D8) and the FMEA changes it proposed. */
export const useEightDFmeaLink = (id: string) =>
  useQuery({
    queryKey: linkKey(id),
    queryFn: ({ signal }) => callOperation(ops.getLink, { params: { id } }, signal),
  });

/** The stored FMEAs to name in a closure (newest change first; the first 200 are plenty to choose from). */
export const useFmeaChoices = (enabled: boolean) =>
  useQuery({
    queryKey: ['analyses', 'fmea-choices'],
    queryFn: ({ signal }) => callOperation(fmeaOperations.listFmeas, { query: { limit: 200 } }, signal),
    enabled,
  });

export function useCloseEightD(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCloseEightDRequest) => callOperation(ops.close, { params: { id }, body }),
    onSuccess: (link) => client.setQueryData(linkKey(id), link),
  });
}

export function useDecideProposal(analysisId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TDecideProposalRequest }) =>
      callOperation(ops.decide, { params: { id }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: linkKey(analysisId) }),
  });
}
