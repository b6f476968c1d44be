import type { AppContext } from '../app-context';
import type { Database } from '../db/database';
import { REALTIME_CHANNEL } from '../realtime/realtime-hub';

/** Tables whose changes alter the work dashboard or the workload cards (NOTIFY from their triggers). */
const WATCHED = new Set(['tasks', 'users', 'org_settings']);
// Keys include users' searches (task counts): bounded, so distinct queries cannot grow it without end.
const MAX_ENTRIES = 2_000;

/**
 * The dashboard figures of this instance, recomputed only after a change: every task, user or
 * settings change anywhere reaches each instance as a NOTIFY after its commit and empties the cache,
 * and this instance's own task writes empty it before their response is sent, so a client never
 * reads its own write stale. A computation that overlaps a change is not kept (generation check).
 * Keys carry the plant day, so "overdue" moves on at midnight without a write.
 */
export class InsightsCache {
  private generation = 0;
  private readonly entries = new Map<string, { generation: number; value: Promise<unknown> }>();
  private unlisten: (() => Promise<void>) | undefined;

  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.generation === this.generation) return hit.value as Promise<T>;
    const started = this.generation;
    // Concurrent requests share one computation instead of each running the same queries.
    const value = compute();
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, { generation: started, value });
    try {
      return await value;
    } catch (error) {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
      throw error;
    }
  }

  async listen(database: Database): Promise<void> {
    this.unlisten = await database.listen(REALTIME_CHANNEL, (payload) => {
      let table: unknown;
      try {
        table = (JSON.parse(payload) as { table?: unknown }).table;
      } catch {
        return;
      }
      if (typeof table === 'string' && WATCHED.has(table)) this.invalidate();
    });
  }

  async close(): Promise<void> {
    await this.unlisten?.();
  }
}

const caches = new WeakMap<AppContext, InsightsCache>();

/** One cache per app instance (tests and benches run several instances in one process). */
export function insightsCache(ctx: AppContext): InsightsCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new InsightsCache();
    caches.set(ctx, cache);
  }
  return cache;
}
