import { sql } from 'drizzle-orm';
import { type TFmea, type TFmeaPlan, type TFmeaSummary } from '../../domain/fmea/contract';
import { fmeaPermissions } from '../../domain/fmea/permissions';
import type { Viewer } from '../../domain/shared/viewer';
import { users } from '../db/schema';
import { fmeas } from '../db/schema-fmea';
import { readFigures } from './plan-storage';

/** Columns of a list row / realtime event: the header and its owner's name, never the rows. */
export const summaryColumns = {
  id: fmeas.id,
  name: fmeas.name,
  partOrProcess: fmeas.partOrProcess,
  ownerId: fmeas.ownerId,
  ownerName: users.fullName,
  sourceFileName: fmeas.sourceFileName,
  rowCount: fmeas.rowCount,
  planItemCount: fmeas.planItemCount,
  planGeneratedAt: fmeas.planGeneratedAt,
  rowsUpdatedAt: fmeas.rowsUpdatedAt,
  createdAt: fmeas.createdAt,
  updatedAt: fmeas.updatedAt,
  version: fmeas.version,
  // Keyset position as PostgreSQL prints it (microseconds kept, see fmea-cursor.ts).
  updatedAtText: sql<string>`${fmeas.updatedAt}::text`,
};

export interface SummaryRow {
  id: string;
  name: string;
  partOrProcess: string;
  ownerId: string | null;
  ownerName: string | null;
  sourceFileName: string | null;
  rowCount: number;
  planItemCount: number | null;
  planGeneratedAt: Date | null;
  rowsUpdatedAt: Date;
  createdAt: Date;
  updatedAt: Date;
  version: number;
}

/** The API's view of an FMEA header, with what `viewer` may do (null viewer: a broadcast, nothing). */
export function presentSummary(row: SummaryRow, viewer: Viewer | null): TFmeaSummary {
  return {
    id: row.id,
    name: row.name,
    partOrProcess: row.partOrProcess,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    sourceFileName: row.sourceFileName,
    rowCount: row.rowCount,
    planItemCount: row.planItemCount,
    planGeneratedAt: row.planGeneratedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    can: fmeaPermissions(viewer, row),
  };
}

/** The stored plan's figures as the API presents them; `stale` when the rows changed after it was made. */
function presentPlan(stored: unknown, generatedAt: Date | null, rowsUpdatedAt: Date): TFmeaPlan | null {
  const figures = generatedAt === null ? null : readFigures(stored);
  if (figures === null || generatedAt === null) return null;
  return {
    ...figures,
    generatedAt: generatedAt.toISOString(),
    stale: generatedAt.getTime() < rowsUpdatedAt.getTime(),
  };
}

/** Header + plan (the lines are paged: lines/read-lines.ts). */
export function presentFmea(row: SummaryRow, plan: unknown, viewer: Viewer | null): TFmea {
  return {
    ...presentSummary(row, viewer),
    plan: presentPlan(plan, row.planGeneratedAt, row.rowsUpdatedAt),
  };
}
