import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  type TCreateSuggestionRequest,
  type TSuggestion,
  type TSuggestionList,
  ZSuggestion,
} from '../../../../domain/feedback/contract';
import { feedbackOperations as ops } from '../../../../domain/feedback/operations';
import type { TTableEvent } from '../../../../domain/realtime/contract';
import { callOperation } from '../../../lib/api-client';
import { registerLiveTable } from '../../../lib/live-tables';

const suggestionsQuery = queryOptions({
  queryKey: ['suggestions'],
  queryFn: ({ signal }) => callOperation(ops.listSuggestions, {}, signal),
});
export const useSuggestions = (enabled: boolean) => useQuery({ ...suggestionsQuery, enabled });

function upsert(list: TSuggestion[], row: TSuggestion): TSuggestion[] {
  const i = list.findIndex((s) => s.id === row.id);
  if (i === -1) return [row, ...list];
  const next = [...list];
  next[i] = row;
  return next;
}

export function useCreateSuggestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateSuggestionRequest) => callOperation(ops.createSuggestion, { body }),
    onSuccess: (row) =>
      client.setQueryData<TSuggestionList>(suggestionsQuery.queryKey, (old) => ({
        suggestions: upsert(old?.suggestions ?? [], row),
      })),
  });
}

export function useToggleLike() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callOperation(ops.toggleLike, { params: { id } }),
    onSuccess: (result) =>
      client.setQueryData<TSuggestionList>(suggestionsQuery.queryKey, (old) =>
        old
          ? { suggestions: old.suggestions.map((s) => (s.id === result.id ? { ...s, ...result } : s)) }
          : old,
      ),
  });
}

/** Live change from another user: the broadcast row has no per-user `liked`, so ours is kept. */
function applySuggestionEvent(client: QueryClient, event: TTableEvent): void {
  client.setQueryData<TSuggestionList>(suggestionsQuery.queryKey, (old) => {
    if (!old) return old;
    if (event.eventType === 'DELETE')
      return { suggestions: old.suggestions.filter((s) => s.id !== event.old?.id) };
    const parsed = ZSuggestion.safeParse(event.new);
    if (!parsed.success) return old;
    const mine = old.suggestions.find((s) => s.id === parsed.data.id);
    return { suggestions: upsert(old.suggestions, { ...parsed.data, liked: mine?.liked ?? false }) };
  });
}

registerLiveTable('suggestions', applySuggestionEvent, [suggestionsQuery.queryKey]);
