import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { apLookup } from '../../../domain/fmea/plan/ap-table';
import { foldTurkish } from '../../../domain/shared/turkish-text';
import { codeMigrations, migrationsUpTo } from '../../db/migration-level';
import type { Db } from '../../db/database';
import { MIGRATIONS_FOLDER } from '../../db/migrations-folder';
import { queryRows } from '../../db/query-rows';
import { lineAsRow, type LineRecord } from './line-columns';

const client = await PGlite.create({ extensions: { pg_trgm } });
const db = drizzle({ client }) as unknown as Db;
afterAll(async () => client.close());

// An FMEA as the versions before migration 0022 stored it: every row in one jsonb array.
const OLD_ROWS = [
  {
    id: 'r1',
    processStep: 'Op 10 KESME',
    potentialFailure: 'Çapak',
    effects: 'Montajda takılma',
    severity: 7,
    causes: 'Zımba aşınması',
    occurrence: 7,
    controls: 'Görsel',
    preventionControls: '',
    detectionControls: 'Görsel',
    detection: 8,
    rpn: 392,
    sourceRow: 9,
    specialClass: 'SC',
    recommendedAction: 'Zımba ömrü takibi',
    responsible: 'Ali Kaya',
    targetDate: '2027-01-10',
    actionTaken: 'Sayaç takıldı',
    fileAp: 'H',
    revised: { severity: 7, occurrence: 3, detection: 4 },
  },
  {
    id: 'r2',
    processStep: 'Op 20 İşaretleme',
    potentialFailure: 'Işık yok',
    effects: '',
    severity: 5,
    causes: '',
    occurrence: null,
    controls: '',
    preventionControls: '',
    detectionControls: '',
    detection: null,
    rpn: null,
    missingRatings: ['occurrence', 'detection'],
    sourceRow: null,
    recommendedAction: '',
    responsible: '',
    targetDate: '',
    actionTaken: '',
    fileAp: null,
    revised: null,
  },
];

describe('migration 0022: the rows of every stored FMEA become lines', () => {
  it('moves each row to a line, in order, with its ratings, action, revised ratings, AP and search text', async () => {
    const level = codeMigrations().indexOf('0022_fmea_lines');
    expect(level).toBeGreaterThan(0);
    const before = migrationsUpTo(level);
    try {
      await migrate(drizzle({ client }), { migrationsFolder: before.folder });
    } finally {
      before.dispose();
    }
    const [fmea] = await queryRows<{ id: string }>(
      db,
      sql`insert into fmeas (name, row_count) values ('Eski PFMEA', 2) returning id`,
    );
    await db.execute(
      sql`insert into fmea_contents (fmea_id, rows) values (${fmea?.id}::uuid, ${JSON.stringify(OLD_ROWS)}::jsonb)`,
    );

    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });

    const lines = await queryRows<Record<string, unknown>>(
      db,
      sql`select * from fmea_lines where fmea_id = ${fmea?.id}::uuid order by position`,
    );
    expect(lines).toHaveLength(2);
    const [first, second] = lines;
    expect(first).toMatchObject({
      id: 'r1',
      position: 0,
      ap: apLookup()(7, 7, 8),
      revised_ap: apLookup()(7, 3, 4),
    });
    expect(first?.search_text).toBe(foldTurkish('Op 10 KESME Çapak Zımba aşınması'));
    expect(second).toMatchObject({ id: 'r2', position: 1, ap: null, occurrence: null });
    expect(second?.search_text).toBe(foldTurkish('Op 20 İşaretleme Işık yok '));

    // read back through the code's mapping, each row is what it was (the stored RPN and flag recomputed)
    const typed = await queryRows<LineRecord>(
      db,
      sql`select fmea_id as "fmeaId", id, position, content, severity, occurrence, detection,
            recommended_action as "recommendedAction", responsible, target_date as "targetDate",
            action_taken as "actionTaken", revised_severity as "revisedSeverity",
            revised_occurrence as "revisedOccurrence", revised_detection as "revisedDetection"
          from fmea_lines where fmea_id = ${fmea?.id}::uuid order by position`,
    );
    expect(typed.map((line) => lineAsRow(line))).toEqual(OLD_ROWS);
    const [columns] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from information_schema.columns where table_name = 'fmea_contents' and column_name = 'rows'`,
    );
    expect(columns?.n).toBe(0);
  });
});
