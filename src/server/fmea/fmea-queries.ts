import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TFmea,
  TFmeaList,
  TFmeaSummary,
  TFmeaWithRows,
  ZListFmeasQuery,
} from '../../domain/fmea/contract';
import type { Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';
import { foldedSearch } from '../db/folded-search';
import { users } from '../db/schema';
import { fmeaContents, fmeas } from '../db/schema-fmea';
import { decodeFmeaCursor, encodeFmeaCursor } from './fmea-cursor';
import { readFmeaRows } from './lines/read-lines';
import { presentFmea, presentSummary, summaryColumns } from './present-fmea';

/** One FMEA header as a list row / realtime event presents it; null when gone. */
export async function getFmeaSummary(
  db: Db,
  id: string,
  viewer: Viewer | null,
): Promise<TFmeaSummary | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(fmeas)
    .leftJoin(users, eq(users.id, fmeas.ownerId))
    .where(and(eq(fmeas.id, id), eq(fmeas.ready, true)))
    .limit(1);
  return row ? presentSummary(row, viewer) : null;
}

/** One FMEA with its last plan's figures (a small column, never the plan's items); null when gone. */
export async function getFmea(db: Db, id: string, viewer: Viewer | null): Promise<TFmea | null> {
  const [row] = await db
    .select({ ...summaryColumns, planFigures: fmeaContents.planFigures })
    .from(fmeas)
    .innerJoin(fmeaContents, eq(fmeaContents.fmeaId, fmeas.id))
    .leftJoin(users, eq(users.id, fmeas.ownerId))
    .where(and(eq(fmeas.id, id), eq(fmeas.ready, true)))
    .limit(1);
  return row ? presentFmea(row, row.planFigures, viewer) : null;
}

/** One FMEA with every line as a row (exports, drafts, the control plan); null when gone. */
export async function getFmeaWithRows(
  db: Db,
  id: string,
  viewer: Viewer | null,
): Promise<TFmeaWithRows | null> {
  const fmea = await getFmea(db, id, viewer);
  return fmea ? { ...fmea, rows: await readFmeaRows(db, id) } : null;
}

/**
 * A page of FMEA headers, most recently changed first. Keyset on (updated_at, id): the cost of a
 * page grows with the page, not with the table (index fmeas_updated_idx read backwards).
 */
export async function listFmeas(
  db: Db,
  viewer: Viewer,
  query: z.output<typeof ZListFmeasQuery>,
): Promise<TFmeaList> {
  // an FMEA whose lines are still being written is nobody's yet (create-fmea.ts)
  const conditions: (SQL | undefined)[] = [
    eq(fmeas.ready, true),
    foldedSearch(fmeas.searchText, query.search),
  ];
  if (query.scope === 'mine') conditions.push(eq(fmeas.ownerId, viewer.id));
  if (query.cursor) {
    const cursor = decodeFmeaCursor(query.cursor);
    conditions.push(sql`(${fmeas.updatedAt}, ${fmeas.id}) < (${cursor.u}::timestamptz, ${cursor.i}::uuid)`);
  }
  const rows = await db
    .select(summaryColumns)
    .from(fmeas)
    .leftJoin(users, eq(users.id, fmeas.ownerId))
    .where(and(...conditions))
    .orderBy(desc(fmeas.updatedAt), desc(fmeas.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    fmeas: page.map((row) => presentSummary(row, viewer)),
    nextCursor:
      rows.length > query.limit && last ? encodeFmeaCursor({ u: last.updatedAtText, i: last.id }) : null,
  };
}
