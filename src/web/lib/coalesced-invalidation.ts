import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A function that invalidates `queryKeys` once, `delayMs` after the first call of a burst: realtime
 * events arrive up to 10/s, and ten events must cost one refetch of the server-computed views (lists,
 * statistics), not ten. Each QueryClient has its own timer.
 */
export function coalescedInvalidation(
  queryKeys: readonly QueryKey[],
  delayMs: number,
): (client: QueryClient) => void {
  const pending = new WeakMap<QueryClient, ReturnType<typeof setTimeout>>();
  return (client) => {
    if (pending.has(client)) return;
    pending.set(
      client,
      setTimeout(() => {
        pending.delete(client);
        for (const queryKey of queryKeys) void client.invalidateQueries({ queryKey });
      }, delayMs),
    );
  };
}
