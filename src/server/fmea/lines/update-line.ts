import { and, eq } from 'drizzle-orm';
import type { TUser } from '../../../domain/auth/contract';
import { lineFieldChanges } from '../../../domain/fmea/line-changes';
import { LINE_MESSAGES, type TFmeaLine, type TUpdateLine } from '../../../domain/fmea/line-contract';
import { zonedDate } from '../../../domain/shared/calendar';
import type { Db } from '../../db/database';
import { fmeaLines } from '../../db/schema-fmea-lines';
import { AppError, forbidden, notFound } from '../../http/app-error';
import { type LineContent, type LineInsert, lineSearchText, lineValues } from './line-columns';
import { lockLine } from './locked-line';
import { getLine } from './read-lines';
import { touchFmea } from './touch-fmea';
import { recordLineChanges, refreshLineRisk } from './write-lines';

const CONTENT_FIELDS = [
  'processStep',
  'potentialFailure',
  'effects',
  'causes',
  'preventionControls',
  'detectionControls',
] as const;
const ACTION_FIELDS = [
  'recommendedAction',
  'responsible',
  'targetDate',
  'actionStatus',
  'actionTaken',
  'completionDate',
] as const;

/**
 * PATCH of one line (owner or Yönetici), from the version the edit started at. Sending revised
 * ratings accepts them (a pending proposal is settled by it); an action marked done without a date is
 * dated today (plant time). The change is kept in the line's history.
 */
export async function updateLine(
  db: Db,
  actor: TUser,
  fmeaId: string,
  lineId: string,
  input: TUpdateLine,
): Promise<TFmeaLine> {
  const fmea = await db.transaction(async (tx) => {
    const { fmea, line, can } = await lockLine(tx, fmeaId, lineId, actor);
    if (!can.edit) throw forbidden(LINE_MESSAGES.forbiddenEdit);
    if (line.version !== input.version) throw new AppError(409, 'stale_edit', LINE_MESSAGES.staleEdit);

    const content: LineContent = { ...(line.content as LineContent) };
    for (const key of CONTENT_FIELDS) if (input[key] !== undefined) content[key] = input[key];
    if (input.preventionControls !== undefined || input.detectionControls !== undefined) {
      content.controls = [content.preventionControls, content.detectionControls].filter(Boolean).join('; ');
    }
    const next: Omit<LineInsert, 'fmeaId' | 'position'> = { ...line, content };
    if (input.severity !== undefined) next.severity = input.severity;
    if (input.occurrence !== undefined) next.occurrence = input.occurrence;
    if (input.detection !== undefined) next.detection = input.detection;
    for (const key of ACTION_FIELDS) if (input[key] !== undefined) Object.assign(next, { [key]: input[key] });
    if (next.actionStatus === 'done' && next.completionDate === '')
      next.completionDate = zonedDate(new Date());
    if (input.revised !== undefined) {
      next.revisedSeverity = input.revised?.severity ?? null;
      next.revisedOccurrence = input.revised?.occurrence ?? null;
      next.revisedDetection = input.revised?.detection ?? null;
      next.proposal = null;
    }
    if (input.proposal === null) next.proposal = null;

    const fields = lineFieldChanges(lineValues(line), lineValues(next));
    if (line.proposal !== null && next.proposal === null && input.revised === undefined)
      fields.push({ field: 'proposal', before: 'Bekliyor', after: 'Reddedildi' });
    if (fields.length === 0) return fmea;
    await tx
      .update(fmeaLines)
      .set({
        ...next,
        searchText: lineSearchText(content),
        version: line.version + 1,
        updatedAt: new Date(),
        updatedBy: actor.id,
      })
      .where(and(eq(fmeaLines.fmeaId, fmeaId), eq(fmeaLines.id, lineId)));
    const rated = [
      'severity',
      'occurrence',
      'detection',
      'revisedSeverity',
      'revisedOccurrence',
      'revisedDetection',
    ];
    if (fields.some((f) => rated.includes(f.field))) await refreshLineRisk(tx, fmeaId, lineId);
    await recordLineChanges(tx, [{ fmeaId, lineId, source: 'edit', fields, changedBy: actor.id }]);
    const analysis = ['severity', 'occurrence', 'detection', ...CONTENT_FIELDS] as string[];
    await touchFmea(
      tx,
      fmeaId,
      fields.some((f) => analysis.includes(f.field)),
    );
    return fmea;
  });
  const line = await getLine(db, fmea, lineId, actor);
  if (!line) throw notFound(LINE_MESSAGES.notFound);
  return line;
}
