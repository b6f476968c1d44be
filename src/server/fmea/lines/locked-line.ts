import { and, eq } from 'drizzle-orm';
import { FMEA_MESSAGES } from '../../../domain/fmea/contract';
import { LINE_MESSAGES } from '../../../domain/fmea/line-contract';
import { fmeaLinePermissions } from '../../../domain/fmea/permissions';
import type { Viewer } from '../../../domain/shared/viewer';
import type { Db } from '../../db/database';
import { tasks } from '../../db/schema';
import { fmeas } from '../../db/schema-fmea';
import { fmeaLines } from '../../db/schema-fmea-lines';
import { notFound } from '../../http/app-error';
import type { LineRecord } from './line-columns';

export interface LockedLine {
  fmea: { id: string; ownerId: string | null; name: string };
  line: LineRecord;
  can: { edit: boolean; propose: boolean };
}

/**
 * The FMEA header and one of its lines, both locked for the transaction (changes to a line apply one
 * after the other), with what the viewer may do; 404 when either is gone.
 */
export async function lockLine(tx: Db, fmeaId: string, lineId: string, viewer: Viewer): Promise<LockedLine> {
  const [fmea] = await tx
    .select({ id: fmeas.id, ownerId: fmeas.ownerId, name: fmeas.name })
    .from(fmeas)
    .where(eq(fmeas.id, fmeaId))
    .for('update')
    .limit(1);
  if (!fmea) throw notFound(FMEA_MESSAGES.notFound);
  const [line] = await tx
    .select()
    .from(fmeaLines)
    .where(and(eq(fmeaLines.fmeaId, fmeaId), eq(fmeaLines.id, lineId)))
    .for('update')
    .limit(1);
  if (!line) throw notFound(LINE_MESSAGES.notFound);
  const [task] = line.taskId
    ? await tx.select({ assigneeId: tasks.assigneeId }).from(tasks).where(eq(tasks.id, line.taskId)).limit(1)
    : [];
  return { fmea, line, can: fmeaLinePermissions(viewer, fmea, { taskAssigneeId: task?.assigneeId ?? null }) };
}
