import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { openPglite } from './open-pglite';
import { analyzeChangedTables } from './pglite-auto-analyze';
import type { PgliteThreadClient } from './pglite-thread-client';

let database: Database;
let client: PgliteThreadClient;
beforeAll(async () => {
  database = await openPglite(undefined);
  client = (database.db as unknown as { $client: PgliteThreadClient }).$client;
}, 60_000);
afterAll(async () => {
  await database?.close();
});

const lastAnalyze = async (table: string) =>
  (
    await client.query<{ at: string | null }>(
      'select last_analyze as at from pg_stat_user_tables where relname = $1',
      [table],
    )
  ).rows[0]?.at ?? null;

describe('planner statistics on PGlite (no autovacuum)', () => {
  it('analyzes a table once enough of it changed, and not again until it changes', async () => {
    await client.query(
      `insert into users (username, username_key, email, full_name, password_hash)
       select 'aa' || g, 'aa' || g, 'aa' || g || '@firma.com.tr', 'Ad ' || g, 'x' from generate_series(1, 300) g`,
    );
    expect(await analyzeChangedTables(client)).toContain('users');
    expect(await lastAnalyze('users')).not.toBeNull();
    expect(await analyzeChangedTables(client)).not.toContain('users');
    // The planner now knows the table's size.
    const { rows } = await client.query<{ n: number }>(
      "select reltuples::int as n from pg_class where relname = 'users'",
    );
    expect(rows[0]?.n).toBeGreaterThanOrEqual(300);
  });
});
