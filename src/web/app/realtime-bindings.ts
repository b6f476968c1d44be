import type { QueryClient } from '@tanstack/react-query';
import { applySuggestionEvent, suggestionsQuery } from '../features/feedback/api/suggestions';
import { applyNotificationEvent, notificationsQuery } from '../features/notifications/api/notifications';
import { realtime } from '../lib/realtime-client';
import type { TTableEvent } from '../../domain/realtime/contract';

type Apply = (client: QueryClient, event: TTableEvent) => void;

/** Which feature's cache each live table updates (features never import each other; the app composes). */
const APPLY: Partial<Record<TTableEvent['table'], Apply>> = {
  suggestions: applySuggestionEvent,
  notifications: applyNotificationEvent,
};
const LIVE_QUERY_KEYS = [suggestionsQuery.queryKey, notificationsQuery.queryKey];

export function bindRealtimeToQueries(client: QueryClient): () => void {
  const offEvent = realtime.onTableEvent((event) => APPLY[event.table]?.(client, event));
  // After a reconnect or a burst beyond the 10/s budget, refetch instead of replaying.
  const offOverflow = realtime.onOverflow(() => {
    for (const queryKey of LIVE_QUERY_KEYS) void client.invalidateQueries({ queryKey });
  });
  return () => {
    offEvent();
    offOverflow();
  };
}
