import type { PgliteQueryable } from './pglite-thread-client';

const CHECK_EVERY_MS = 60_000;

/**
 * PGlite runs PostgreSQL without background workers, so no autovacuum ever gathers planner
 * statistics: without them a search on 100 000 tasks is planned as if it matched one row (a full
 * scan instead of walking the sort index). This applies autovacuum's analyze rule (50 rows + 10 %
 * of the table changed since the last ANALYZE) to our tables, now and every minute.
 * @internal
 */
export async function analyzeChangedTables(client: PgliteQueryable): Promise<string[]> {
  // Counters are flushed to the shared statistics at most once a second otherwise.
  await client.query('select pg_stat_force_next_flush()');
  const { rows } = await client.query<{ relname: string }>(
    `select relname from pg_stat_user_tables
      where schemaname = 'public' and n_mod_since_analyze > 50 + 0.1 * n_live_tup`,
  );
  for (const { relname } of rows) {
    await client.query(`analyze "${relname.replace(/"/g, '""')}"`);
  }
  return rows.map((r) => r.relname);
}

/** Runs analyzeChangedTables at once and every minute until the returned stop() (errors go to onError). */
export function startAutoAnalyze(
  client: PgliteQueryable & { closed: boolean },
  onError: (error: unknown) => void,
): () => void {
  const run = () => {
    if (!client.closed) analyzeChangedTables(client).catch(onError);
  };
  run();
  const timer = setInterval(run, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
