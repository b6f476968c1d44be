import { count, desc, eq, sql } from 'drizzle-orm';
import { type TCapabilityStudySummary, ZCapabilityResult } from '../../domain/capability/contract';
import type { TCapabilityStudyList, TListStudiesQuery } from '../../domain/capability/operations';
import type { Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';
import { capabilityStudies, users } from '../db/schema';
import { authorColumns, presentSummary } from './present-study';

const ZFigures = ZCapabilityResult.pick({ n: true, cp: true, cpk: true, processCapability: true });

const t = capabilityStudies;

// Only the headline figures leave the jsonb: the values and the full result stay in the database.
const figures = sql<unknown>`jsonb_build_object(
  'n', ${t.result}->'n', 'cp', ${t.result}->'cp', 'cpk', ${t.result}->'cpk',
  'processCapability', ${t.result}->'processCapability')`;

/**
 * Saved studies of the whole organisation, newest first (id breaks ties so pages never overlap).
 * Studies are shared: a quality engineer looks up the last study of a part whoever made it.
 */
export async function listStudies(
  db: Db,
  viewer: Viewer,
  query: TListStudiesQuery,
): Promise<TCapabilityStudyList> {
  const rows = await db
    .select({
      id: t.id,
      userId: t.userId,
      name: t.name,
      partNumber: t.partNumber,
      characteristic: t.characteristic,
      nominal: t.nominal,
      upperTolerance: t.upperTolerance,
      lowerTolerance: t.lowerTolerance,
      createdAt: t.createdAt,
      figures,
      ...authorColumns,
    })
    .from(capabilityStudies)
    .leftJoin(users, eq(users.id, capabilityStudies.userId))
    .orderBy(desc(capabilityStudies.createdAt), desc(capabilityStudies.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ n: count() }).from(capabilityStudies);
  const studies: TCapabilityStudySummary[] = rows.map((row) =>
    presentSummary(row, row.userFullName, ZFigures.parse(row.figures), viewer),
  );
  return { studies, total: Number(total?.n ?? 0) };
}
