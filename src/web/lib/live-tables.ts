import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveTable, TTableEvent } from '../../domain/realtime/contract';
import { realtime } from './realtime-client';

type Apply = (client: QueryClient, event: TTableEvent) => void;

interface LiveTableBinding {
  apply: Apply;
  /** Refetched after a reconnect or an overflow (events missed are not replayed). */
  queryKeys: readonly QueryKey[];
}

const bindings = new Map<LiveTable, LiveTableBinding[]>();

/**
 * A feature registers how a live table updates its query cache when its module loads. Until then it
 * has no cache to update, so its events are simply not needed — and its code stays out of the
 * first-screen bundle.
 */
export function registerLiveTable(table: LiveTable, apply: Apply, queryKeys: readonly QueryKey[]): void {
  const list = bindings.get(table) ?? [];
  if (list.some((b) => b.apply === apply)) return;
  bindings.set(table, [...list, { apply, queryKeys }]);
}

/** Routes realtime events to the registered features' caches; returns the unsubscribe function. */
export function bindRealtimeToQueries(client: QueryClient): () => void {
  const offEvent = realtime.onTableEvent((event) => {
    for (const binding of bindings.get(event.table) ?? []) binding.apply(client, event);
  });
  const offOverflow = realtime.onOverflow(() => {
    for (const list of bindings.values()) {
      for (const { queryKeys } of list)
        for (const queryKey of queryKeys) void client.invalidateQueries({ queryKey });
    }
  });
  return () => {
    offEvent();
    offOverflow();
  };
}
