import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_PLAN_EXCLUDED_SHOWN } from '../../domain/fmea/contract';
import { codeMigrations, migrationsUpTo } from '../db/migration-level';
import type { Db } from '../db/database';
import { MIGRATIONS_FOLDER } from '../db/migrations-folder';
import { queryRows } from '../db/query-rows';
import { readFigures } from './plan-storage';

const client = await PGlite.create({ extensions: { pg_trgm } });
const db = drizzle({ client }) as unknown as Db;
afterAll(async () => client.close());

// Two decisions shared by three items, as plan-storage.ts packed plans before migration 0027.
const HIGH = { priority: 'high', preventiveAction: 'Poka-yoke', severity: 9, target: { rpn: 40 } };
const LOW = { priority: 'low', preventiveAction: 'İzle', severity: 3, target: { rpn: 12 } };
const EXCLUDED = Array.from({ length: MAX_PLAN_EXCLUDED_SHOWN + 1 }, (_, i) => ({
  rowId: `x${i}`,
  processStep: 'Op 40',
  potentialFailure: 'Eksik',
  missing: ['occurrence'],
  reason: 'Eksik derecelendirme: O (olasılık) girilmemiş; satır tamamlanınca plana alınır.',
}));
const PACKED = {
  v: 1,
  aiProvider: 'openai',
  aiFallback: null,
  decisions: [HIGH, LOW],
  items: [
    ['i1', 'r1', 'Op 10', 'Çapak', 0, 'Zımba aşınması'],
    ['i2', 'r2', 'Op 20', 'Işık yok', 1],
    ['i3', 'r3', 'Op 30', 'Çatlak', 0, 'Sertlik'],
  ],
  excluded: EXCLUDED,
};

describe('migration 0027: a packed plan becomes item rows and figures', () => {
  it('keeps every item in order with its decision, counts them and keeps the first excluded rows', async () => {
    const level = codeMigrations().indexOf('0027_fmea_plan_items');
    expect(level).toBeGreaterThan(0);
    const before = migrationsUpTo(level);
    try {
      await migrate(drizzle({ client }), { migrationsFolder: before.folder });
    } finally {
      before.dispose();
    }
    const [fmea] = await queryRows<{ id: string }>(
      db,
      sql`insert into fmeas (name, row_count, plan_generated_at) values ('Eski plan', 3, now()) returning id`,
    );
    const [bare] = await queryRows<{ id: string }>(
      db,
      sql`insert into fmeas (name, row_count) values ('Plansız', 1) returning id`,
    );
    await db.execute(
      sql`insert into fmea_contents (fmea_id, plan) values (${fmea?.id}::uuid, ${JSON.stringify(PACKED)}),
            (${bare?.id}::uuid, null)`,
    );

    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });

    const items = await queryRows<{ ord: number; item_id: string; priority: string; item: unknown }>(
      db,
      sql`select ord, item_id, priority, item from fmea_plan_items where fmea_id = ${fmea?.id}::uuid order by ord`,
    );
    expect(items.map(({ ord, item_id, priority }) => [ord, item_id, priority])).toEqual([
      [0, 'i1', 'high'],
      [1, 'i2', 'low'],
      [2, 'i3', 'high'],
    ]);
    expect(items[0]?.item).toEqual({
      id: 'i1',
      rowId: 'r1',
      processStep: 'Op 10',
      originalFailure: 'Çapak',
      cause: 'Zımba aşınması',
      ...HIGH,
    });
    expect(items[1]?.item).toEqual({
      id: 'i2',
      rowId: 'r2',
      processStep: 'Op 20',
      originalFailure: 'Işık yok',
      ...LOW,
    });

    const contents = await queryRows<{ fmea_id: string; plan_id: string | null; plan_figures: unknown }>(
      db,
      sql`select fmea_id, plan_id, plan_figures from fmea_contents`,
    );
    const planned = contents.find((row) => row.fmea_id === fmea?.id);
    expect(planned?.plan_id).toEqual(expect.any(String));
    expect(readFigures(planned?.plan_figures)).toEqual({
      itemCount: 3,
      counts: { high: 2, medium: 0, low: 1 },
      excluded: EXCLUDED.slice(0, MAX_PLAN_EXCLUDED_SHOWN),
      excludedCount: MAX_PLAN_EXCLUDED_SHOWN + 1,
      aiProvider: 'openai',
      aiFallback: null,
    });
    expect(contents.find((row) => row.fmea_id === bare?.id)).toMatchObject({
      plan_id: null,
      plan_figures: null,
    });
  });
});
