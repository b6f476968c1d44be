import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import {
  type TCreateCapabilityStudy,
  ZCapabilityStudy,
  ZCapabilityStudySummary,
} from '../../../../domain/capability/contract';
import { api } from '../../../lib/api-client';

/** Response of GET /api/capability-studies: one page and the total for "load more". */
export const ZCapabilityStudyList = z.object({
  studies: z.array(ZCapabilityStudySummary),
  total: z.number().int(),
});
export type TCapabilityStudyList = z.infer<typeof ZCapabilityStudyList>;

export const STUDIES_PAGE_SIZE = 20;
const studiesKey = ['capability-studies'] as const;

export const studiesQuery = infiniteQueryOptions({
  queryKey: [...studiesKey, 'list'],
  queryFn: ({ pageParam, signal }) =>
    api(`/api/capability-studies?limit=${STUDIES_PAGE_SIZE}&offset=${pageParam}`, {
      schema: ZCapabilityStudyList,
      signal,
    }),
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
    queryFn: ({ signal }) => api(`/api/capability-studies/${id}`, { schema: ZCapabilityStudy, signal }),
    staleTime: Infinity, // a saved study never changes
  });

export function useCreateStudy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateCapabilityStudy) =>
      api('/api/capability-studies', { method: 'POST', body, schema: ZCapabilityStudy }),
    onSuccess: (study) => {
      client.setQueryData(studyQuery(study.id).queryKey, study);
      return client.invalidateQueries({ queryKey: studiesQuery.queryKey });
    },
  });
}

export function useDeleteStudy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/api/capability-studies/${id}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: studyQuery(id).queryKey });
      return client.invalidateQueries({ queryKey: studiesQuery.queryKey });
    },
  });
}
