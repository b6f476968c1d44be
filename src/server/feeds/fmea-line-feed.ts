import { and, asc, eq, sql } from 'drizzle-orm';
import type { TFmeaLineFeedRow } from '../../domain/feeds/contract';
import { LINE_ACTION_STATUS_LABELS, type TLineActionStatus } from '../../domain/fmea/line-contract';
import { users } from '../db/schema';
import { fmeas } from '../db/schema-fmea';
import { fmeaLines } from '../db/schema-fmea-lines';
import { cursorText, type FeedCursor, type FeedSource } from './feed-source';

const rpn = (s: number | null, o: number | null, d: number | null) =>
  s !== null && o !== null && d !== null ? s * o * d : null;
const text = (content: unknown, key: string): string => {
  const value = (content as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : '';
};

// The keyset: the FMEA's (created_at, id), then the line's position; `id` of the cursor carries both ids.
function afterLine(after: FeedCursor | null) {
  if (!after) return sql`true`;
  const [fmeaId, position] = after.id.split('|');
  return sql`(${fmeas.createdAt}, ${fmeas.id}, ${fmeaLines.position}) > (${after.createdAt}::timestamptz, ${fmeaId}::uuid, ${Number(position)})`;
}

/**
 * Every line of every stored FMEA (everyone signed in sees every FMEA: domain/fmea/permissions.ts),
 * oldest FMEA first, each in its file's order; read in batches by index (fmea_lines_position_idx).
 */
export const fmeaLineFeed: FeedSource<TFmeaLineFeedRow> = {
  fileName: 'fmea_satirlari',
  columns: [
    'fmeaId',
    'fmeaName',
    'partOrProcess',
    'owner',
    'lineId',
    'position',
    'processStep',
    'potentialFailure',
    'cause',
    'specialClass',
    'severity',
    'occurrence',
    'detection',
    'rpn',
    'ap',
    'recommendedAction',
    'responsible',
    'targetDate',
    'actionStatus',
    'actionStatusLabel',
    'actionTaken',
    'completionDate',
    'revisedSeverity',
    'revisedOccurrence',
    'revisedDetection',
    'revisedRpn',
    'revisedAp',
    'lineUpdatedAt',
  ],
  async batch(db, _viewer, after, size) {
    const rows = await db
      .select({
        fmeaCreatedAt: cursorText(fmeas.createdAt),
        fmeaId: fmeas.id,
        fmeaName: fmeas.name,
        partOrProcess: fmeas.partOrProcess,
        owner: users.fullName,
        line: fmeaLines,
      })
      .from(fmeaLines)
      .innerJoin(fmeas, eq(fmeas.id, fmeaLines.fmeaId))
      .leftJoin(users, eq(users.id, fmeas.ownerId))
      .where(and(eq(fmeas.ready, true), afterLine(after)))
      .orderBy(asc(fmeas.createdAt), asc(fmeas.id), asc(fmeaLines.position))
      .limit(size);
    const last = rows.at(-1);
    return {
      rows: rows.map(({ line, ...fmea }) => ({
        fmeaId: fmea.fmeaId,
        fmeaName: fmea.fmeaName,
        partOrProcess: fmea.partOrProcess,
        owner: fmea.owner ?? '',
        lineId: line.id,
        position: line.position + 1,
        processStep: text(line.content, 'processStep'),
        potentialFailure: text(line.content, 'potentialFailure'),
        cause: text(line.content, 'causes'),
        specialClass: text(line.content, 'specialClass'),
        severity: line.severity,
        occurrence: line.occurrence,
        detection: line.detection,
        rpn: rpn(line.severity, line.occurrence, line.detection),
        ap: line.ap ?? '',
        recommendedAction: line.recommendedAction,
        responsible: line.responsible,
        targetDate: line.targetDate,
        actionStatus: line.actionStatus,
        actionStatusLabel:
          LINE_ACTION_STATUS_LABELS[line.actionStatus as TLineActionStatus] ?? line.actionStatus,
        actionTaken: line.actionTaken,
        completionDate: line.completionDate,
        revisedSeverity: line.revisedSeverity,
        revisedOccurrence: line.revisedOccurrence,
        revisedDetection: line.revisedDetection,
        revisedRpn: rpn(line.revisedSeverity, line.revisedOccurrence, line.revisedDetection),
        revisedAp: line.revisedAp ?? '',
        lineUpdatedAt: line.updatedAt.toISOString(),
      })),
      last: last ? { createdAt: last.fmeaCreatedAt, id: `${last.fmeaId}|${last.line.position}` } : null,
    };
  },
};
