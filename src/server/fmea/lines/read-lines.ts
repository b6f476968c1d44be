import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TFmeaRow } from '../../../domain/fmea/contract';
import type { TFmeaLine, TLinePage, ZListLinesQuery } from '../../../domain/fmea/line-contract';
import { fmeaLinePermissions } from '../../../domain/fmea/permissions';
import type { Viewer } from '../../../domain/shared/viewer';
import type { Db } from '../../db/database';
import { foldedSearch } from '../../db/folded-search';
import { queryRows } from '../../db/query-rows';
import { tasks, users } from '../../db/schema';
import { fmeaLines } from '../../db/schema-fmea-lines';
import { decodeLineCursor, encodeLineCursor } from './line-cursor';
import { type LineRecord, lineAsRow, rpnOf } from './line-columns';
import type { TLineProposal } from '../../../domain/fmea/line-contract';

/** Lines read per query when a whole FMEA is read: each chunk is one short turn of the event loop. */
const READ_CHUNK = 500;

/**
 * Every line of an FMEA in the file's order, as the plan, the exports and the control plan read them:
 * a chunk of lines per query (position index), the event loop free between chunks.
 */
export async function readFmeaRows(db: Db, fmeaId: string): Promise<TFmeaRow[]> {
  const rows: TFmeaRow[] = [];
  let after = -1;
  for (;;) {
    const lines = await db
      .select()
      .from(fmeaLines)
      .where(and(eq(fmeaLines.fmeaId, fmeaId), gt(fmeaLines.position, after)))
      .orderBy(asc(fmeaLines.position))
      .limit(READ_CHUNK);
    for (const line of lines) rows.push(lineAsRow(line));
    const last = lines.at(-1);
    if (!last || lines.length < READ_CHUNK) return rows;
    after = last.position;
  }
}

/** Lines per chunk of readLineChunks: 100 lines with long texts took the embedded database 50-200 ms on a busy machine. */
const JSON_CHUNK = 40;
const utf8 = new TextEncoder();

/**
 * Every line of an FMEA in the file's order as UTF-8 JSON chunks for a pool thread (rowsFromLineChunks):
 * the database writes each chunk's JSON, so the event loop holds one text per chunk instead of building
 * ~30 MB of row objects, and the chunks move to the thread without a copy (transfer their buffers).
 */
export async function readLineChunks(db: Db, fmeaId: string): Promise<Uint8Array<ArrayBuffer>[]> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let after = -1;
  for (;;) {
    const [chunk] = await queryRows<{ last: number | null; count: number; lines: string | null }>(
      db,
      sql`select max(position) as last, count(*)::int as count, json_agg(json_build_object(
            'id', id, 'content', content, 'severity', severity, 'occurrence', occurrence,
            'detection', detection, 'recommendedAction', recommended_action, 'responsible', responsible,
            'targetDate', target_date, 'actionTaken', action_taken, 'revisedSeverity', revised_severity,
            'revisedOccurrence', revised_occurrence, 'revisedDetection', revised_detection)
            order by position)::text as lines
          from (select * from fmea_lines where fmea_id = ${fmeaId}::uuid and position > ${after}
                order by position limit ${JSON_CHUNK}) l`,
    );
    if (!chunk || chunk.lines === null || chunk.last === null) return chunks;
    // its own ArrayBuffer (never Buffer's shared pool), so it can be transferred
    chunks.push(utf8.encode(chunk.lines));
    if (chunk.count < JSON_CHUNK) return chunks;
    after = chunk.last;
  }
}

/** The file's row number of each of these lines (a task draft names where in the file it came from). */
export async function lineSourceRows(
  db: Db,
  fmeaId: string,
  lineIds: readonly string[],
): Promise<Map<string, number | null>> {
  if (lineIds.length === 0) return new Map();
  const rows = await db
    .select({ id: fmeaLines.id, sourceRow: sql<number | null>`(${fmeaLines.content} ->> 'sourceRow')::int` })
    .from(fmeaLines)
    .where(and(eq(fmeaLines.fmeaId, fmeaId), inArray(fmeaLines.id, [...new Set(lineIds)])));
  return new Map(rows.map((row) => [row.id, row.sourceRow]));
}

const lineColumns = {
  line: fmeaLines,
  updatedByName: users.fullName,
  taskAssigneeId: tasks.assigneeId,
};

type Joined = { line: LineRecord; updatedByName: string | null; taskAssigneeId: string | null };
const ap = (letter: string | null) => (letter === 'H' || letter === 'M' || letter === 'L' ? letter : null);

/** A stored line as the API presents it, with what the viewer may do with it. */
function presentLine(joined: Joined, fmea: { ownerId: string | null }, viewer: Viewer | null): TFmeaLine {
  const { line } = joined;
  return {
    ...lineAsRow(line),
    position: line.position,
    actionPriority: ap(line.ap),
    actionStatus: line.actionStatus as TFmeaLine['actionStatus'],
    completionDate: line.completionDate,
    taskId: line.taskId,
    revisedRpn: rpnOf(line.revisedSeverity, line.revisedOccurrence, line.revisedDetection),
    revisedActionPriority: ap(line.revisedAp),
    proposal: (line.proposal as TLineProposal | null) ?? null,
    version: line.version,
    updatedAt: line.updatedAt.toISOString(),
    updatedByName: joined.updatedByName,
    can: fmeaLinePermissions(viewer, fmea, joined),
  };
}

/** One line with its joins; null when gone. */
export async function getLine(
  db: Db,
  fmea: { id: string; ownerId: string | null },
  lineId: string,
  viewer: Viewer | null,
): Promise<TFmeaLine | null> {
  const [joined] = await db
    .select(lineColumns)
    .from(fmeaLines)
    .leftJoin(users, eq(users.id, fmeaLines.updatedBy))
    .leftJoin(tasks, eq(tasks.id, fmeaLines.taskId))
    .where(and(eq(fmeaLines.fmeaId, fmea.id), eq(fmeaLines.id, lineId)))
    .limit(1);
  return joined ? presentLine(joined, fmea, viewer) : null;
}

function statusCondition(status: z.output<typeof ZListLinesQuery>['status']): SQL | undefined {
  if (status === undefined) return undefined;
  if (status === 'awaiting_revision')
    return sql`${fmeaLines.actionStatus} = 'done' and ${fmeaLines.revisedAp} is null`;
  return eq(fmeaLines.actionStatus, status);
}

/**
 * A page of an FMEA's lines, riskiest first (index fmea_lines_risk_idx) or in the file's order
 * (fmea_lines_position_idx), filtered by AP (the current one: revised once rated), status and words.
 * Keyset paging: the cost of a page grows with the page, not with the FMEA.
 */
export async function listLines(
  db: Db,
  fmea: { id: string; ownerId: string | null },
  viewer: Viewer,
  query: z.output<typeof ZListLinesQuery>,
): Promise<TLinePage> {
  const byRisk = query.order === 'risk';
  const conditions: (SQL | undefined)[] = [
    eq(fmeaLines.fmeaId, fmea.id),
    foldedSearch(fmeaLines.searchText, query.search),
    statusCondition(query.status),
    query.ap ? sql`coalesce(${fmeaLines.revisedAp}, ${fmeaLines.ap}) = ${query.ap}` : undefined,
  ];
  if (query.cursor) {
    const cursor = decodeLineCursor(query.cursor);
    conditions.push(
      byRisk
        ? sql`(${fmeaLines.riskKey}, ${fmeaLines.position}) > (${cursor.k}, ${cursor.p})`
        : sql`${fmeaLines.position} > ${cursor.p}`,
    );
  }
  const rows = await db
    .select(lineColumns)
    .from(fmeaLines)
    .leftJoin(users, eq(users.id, fmeaLines.updatedBy))
    .leftJoin(tasks, eq(tasks.id, fmeaLines.taskId))
    .where(and(...conditions))
    .orderBy(...(byRisk ? [asc(fmeaLines.riskKey), asc(fmeaLines.position)] : [asc(fmeaLines.position)]))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    lines: page.map((joined) => presentLine(joined, fmea, viewer)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeLineCursor({ k: last.line.riskKey, p: last.line.position })
        : null,
  };
}
