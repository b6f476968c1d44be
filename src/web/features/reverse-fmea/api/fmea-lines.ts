import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  TFmeaLine,
  TLinePage,
  TProposeRevisionRequest,
  TUpdateLineRequest,
  ZListLinesQuery,
} from '../../../../domain/fmea/line-contract';
import { fmeaOperations as ops } from '../../../../domain/fmea/operations';
import { callOperation } from '../../../lib/api-client';
import { fmeaKeys } from './fmea-keys';

/** The worksheet's filters (everything of the list query but the paging). */
export type LineFilters = Pick<z.input<typeof ZListLinesQuery>, 'order' | 'ap' | 'status' | 'search'>;

const linesQuery = (id: string, filters: LineFilters) =>
  infiniteQueryOptions({
    queryKey: [...fmeaKeys.lines(id), filters],
    queryFn: ({ pageParam, signal }) =>
      callOperation(
        ops.listLines,
        { params: { id }, query: { ...filters, ...(pageParam ? { cursor: pageParam } : {}) } },
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (last: TLinePage) => last.nextCursor ?? undefined,
  });

/** A page at a time of one FMEA's lines (never the whole FMEA in one answer). */
export const useFmeaLines = (id: string, filters: LineFilters) => useInfiniteQuery(linesQuery(id, filters));

/** Every line in the file's order, page by page (the manual table edits a small FMEA whole). */
export async function fetchAllLines(id: string): Promise<TFmeaLine[]> {
  const lines: TFmeaLine[] = [];
  let cursor: string | undefined;
  do {
    const page = await callOperation(ops.listLines, {
      params: { id },
      query: { order: 'file', limit: 1000, ...(cursor ? { cursor } : {}) },
    });
    lines.push(...page.lines);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return lines;
}

function useLineMutation<TVars>(fn: (vars: TVars) => Promise<TFmeaLine>, fmeaId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (line) => {
      void client.invalidateQueries({ queryKey: fmeaKeys.lines(fmeaId) });
      void client.invalidateQueries({ queryKey: fmeaKeys.lineHistory(fmeaId, line.id) });
      void client.invalidateQueries({ queryKey: fmeaKeys.detail(fmeaId) });
    },
  });
}

export const useUpdateLine = (fmeaId: string, lineId: string) =>
  useLineMutation(
    (body: TUpdateLineRequest) => callOperation(ops.updateLine, { params: { id: fmeaId, lineId }, body }),
    fmeaId,
  );

export const useProposeRevision = (fmeaId: string, lineId: string) =>
  useLineMutation(
    (body: TProposeRevisionRequest) =>
      callOperation(ops.proposeRevision, { params: { id: fmeaId, lineId }, body }),
    fmeaId,
  );

export const useLineHistory = (fmeaId: string, lineId: string, enabled: boolean) =>
  useQuery({
    queryKey: fmeaKeys.lineHistory(fmeaId, lineId),
    queryFn: ({ signal }) => callOperation(ops.lineHistory, { params: { id: fmeaId, lineId } }, signal),
    enabled,
  });
