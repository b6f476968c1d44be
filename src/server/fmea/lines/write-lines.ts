import { eq, sql } from 'drizzle-orm';
import type { TCreateFmea } from '../../../domain/fmea/contract';
import { lineFieldChanges } from '../../../domain/fmea/line-changes';
import type { TLineChangeSource, TLineFieldChange } from '../../../domain/fmea/line-contract';
import type { Db } from '../../db/database';
import { fmeaLineChanges, fmeaLines } from '../../db/schema-fmea-lines';
import { type LineInsert, type LineRecord, lineInsert, lineValues } from './line-columns';

/** Lines per INSERT: ~25 parameters each, well under PostgreSQL's 65 535. */
const INSERT_BATCH = 1000;

/**
 * Writes ap, revised_ap and risk_key from the organisation's AP table (SQL functions of migration 0022):
 * of one line, of an FMEA's lines (lineId null) or of every line (both null: the AP table changed).
 */
export async function refreshLineRisk(
  db: Db,
  fmeaId: string | null,
  lineId: string | null = null,
): Promise<void> {
  await db.execute(sql`select fmea_lines_refresh_risk(${fmeaId}::uuid, ${lineId}::text)`);
}

export interface LineChangeDraft {
  fmeaId: string;
  lineId: string;
  source: TLineChangeSource;
  fields: TLineFieldChange[];
  changedBy: string | null;
}

/** Keeps changes in the line's history (who, when, from where, before → after). */
export async function recordLineChanges(db: Db, drafts: readonly LineChangeDraft[]): Promise<void> {
  const kept = drafts.filter((d) => d.fields.length > 0);
  for (let i = 0; i < kept.length; i += INSERT_BATCH) {
    await db.insert(fmeaLineChanges).values(kept.slice(i, i + INSERT_BATCH));
  }
}

/**
 * Writes an FMEA's lines as sent (create, or the whole FMEA saved again; call inside the transaction).
 * A line sent with the id of a stored one keeps what only the line knows — its action status and
 * completion date, its task, a pending proposal — and its history gains what the save changed.
 */
export async function replaceLines(
  tx: Db,
  fmeaId: string,
  rows: TCreateFmea['rows'],
  actorId: string,
): Promise<void> {
  const stored = await tx.select().from(fmeaLines).where(eq(fmeaLines.fmeaId, fmeaId));
  const byId = new Map<string, LineRecord>(stored.map((line) => [line.id, line]));
  const changes: LineChangeDraft[] = [];
  const inserts: LineInsert[] = rows.map((row, position) => {
    const next = lineInsert(fmeaId, row, position);
    const before = byId.get(next.id);
    if (!before) return { ...next, updatedBy: actorId };
    const merged: LineInsert = {
      ...next,
      actionStatus: before.actionStatus,
      completionDate: before.completionDate,
      taskId: before.taskId,
      proposal: before.proposal,
      version: before.version,
      updatedAt: before.updatedAt,
      updatedBy: before.updatedBy,
    };
    const fields = lineFieldChanges(lineValues(before), lineValues(merged));
    if (fields.length === 0) return merged;
    changes.push({ fmeaId, lineId: next.id, source: 'fmea', fields, changedBy: actorId });
    return { ...merged, version: before.version + 1, updatedAt: new Date(), updatedBy: actorId };
  });
  await tx.delete(fmeaLines).where(eq(fmeaLines.fmeaId, fmeaId));
  for (let i = 0; i < inserts.length; i += INSERT_BATCH) {
    await tx.insert(fmeaLines).values(inserts.slice(i, i + INSERT_BATCH));
  }
  await refreshLineRisk(tx, fmeaId);
  await recordLineChanges(tx, changes);
}
