import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { TCreateCapabilityStudy } from '../../../../domain/capability/contract';
import { capabilityOperations as ops, STUDIES_PAGE_SIZE } from '../../../../domain/capability/operations';
import { callOperation } from '../../../lib/api-client';

const studiesKey = ['capability-studies'] as const;

const studiesQuery = infiniteQueryOptions({
  queryKey: [...studiesKey, 'list'],
  queryFn: ({ pageParam, signal }) =>
    callOperation(ops.listStudies, { query: { limit: STUDIES_PAGE_SIZE, offset: pageParam } }, signal),
  initialPageParam: 0,
  getNextPageParam: (last, pages) => {
    const loaded = pages.reduce((sum, page) => sum + page.studies.length, 0);
    return loaded < last.total && last.studies.length > 0 ? loaded : undefined;
  },
});
export const useStudies = () => useInfiniteQuery(studiesQuery);

/** One full study (values and result), fetched when the user reopens it. */
export const studyQuery = (id: string) =>
  queryOptions({
    queryKey: [...studiesKey, 'detail', id],
    queryFn: ({ signal }) => callOperation(ops.getStudy, { params: { id } }, signal),
    staleTime: Infinity, // a saved study never changes
  });

export function useCreateStudy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateCapabilityStudy) => callOperation(ops.createStudy, { body }),
    onSuccess: (study) => {
      client.setQueryData(studyQuery(study.id).queryKey, study);
      return client.invalidateQueries({ queryKey: studiesQuery.queryKey });
    },
  });
}

export function useDeleteStudy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callOperation(ops.deleteStudy, { params: { id } }),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: studyQuery(id).queryKey });
      return client.invalidateQueries({ queryKey: studiesQuery.queryKey });
    },
  });
}
