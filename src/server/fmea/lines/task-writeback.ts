import { and, eq } from 'drizzle-orm';
import type { TUser } from '../../../domain/auth/contract';
import type { TPlanItem } from '../../../domain/fmea/contract';
import { lineFieldChanges } from '../../../domain/fmea/line-changes';
import type { TLineActionStatus } from '../../../domain/fmea/line-contract';
import { zonedDate } from '../../../domain/shared/calendar';
import type { TTaskStatus } from '../../../domain/tasks/contract';
import type { Db } from '../../db/database';
import { fmeas } from '../../db/schema-fmea';
import { fmeaLines } from '../../db/schema-fmea-lines';
import { notifyUsers } from '../../notify-kit/notify-users';
import { notificationActor } from '../../notify-kit/task-notifications';
import type { TaskStatusChange } from '../../tasks-kit/task-status-hooks';
import { type LineInsert, type LineRecord, lineValues } from './line-columns';
import { fmeaLineLink } from './line-link';
import { touchFmea } from './touch-fmea';
import { type LineChangeDraft, recordLineChanges } from './write-lines';

type LineChange = Partial<
  Pick<
    LineInsert,
    | 'recommendedAction'
    | 'responsible'
    | 'targetDate'
    | 'actionStatus'
    | 'actionTaken'
    | 'completionDate'
    | 'taskId'
  >
>;

/** Applies a task's change to its line and keeps it in the line's history (source 'task'). */
async function applyToLine(tx: Db, line: LineRecord, change: LineChange, actorId: string): Promise<boolean> {
  const next = { ...line, ...change };
  const fields = lineFieldChanges(lineValues(line), lineValues(next));
  if (line.taskId !== next.taskId)
    fields.push({ field: 'taskId', before: line.taskId ?? '', after: next.taskId ?? '' });
  if (fields.length === 0) return false;
  await tx
    .update(fmeaLines)
    .set({ ...change, version: line.version + 1, updatedAt: new Date(), updatedBy: actorId })
    .where(and(eq(fmeaLines.fmeaId, line.fmeaId), eq(fmeaLines.id, line.id)));
  const draft: LineChangeDraft = {
    fmeaId: line.fmeaId,
    lineId: line.id,
    source: 'task',
    fields,
    changedBy: actorId,
  };
  await recordLineChanges(tx, [draft]);
  return true;
}

/**
 * A plan item became a task: its line now carries the action (the plan's measure), who does it, by
 * when, and the task; the status is 'Planlandı' (issue 23 §1).
 */
export async function writePlanTaskToLine(
  tx: Db,
  actor: TUser,
  fmeaId: string,
  item: TPlanItem,
  task: { id: string; dueDate: string; assigneeName: string },
): Promise<void> {
  const [line] = await tx
    .select()
    .from(fmeaLines)
    .where(and(eq(fmeaLines.fmeaId, fmeaId), eq(fmeaLines.id, item.rowId)))
    .for('update')
    .limit(1);
  // the line was removed after the plan was made: the task stands on its own
  if (!line) return;
  const changed = await applyToLine(
    tx,
    line,
    {
      recommendedAction: item.preventiveAction,
      responsible: task.assigneeName,
      targetDate: task.dueDate,
      actionStatus: 'planned',
      taskId: task.id,
    },
    actor.id,
  );
  if (changed) await touchFmea(tx, fmeaId, false);
}

const LINE_STATUS_OF_TASK: Readonly<Record<TTaskStatus, TLineActionStatus>> = {
  todo: 'planned',
  in_progress: 'in_progress',
  review: 'in_progress',
  completed: 'done',
};

/**
 * A task made from an FMEA line moved (tasks' status hook, same transaction): the line's action status
 * follows; completion fills the action taken (when empty) and its date, and asks the FMEA's owner for
 * the revised ratings. Reopening the task reopens the line's action.
 */
export async function syncLineWithTask(tx: Db, change: TaskStatusChange): Promise<void> {
  const lines = await tx.select().from(fmeaLines).where(eq(fmeaLines.taskId, change.taskId)).for('update');
  for (const line of lines) {
    const status = LINE_STATUS_OF_TASK[change.to];
    const done = status === 'done';
    const lineChange: LineChange = {
      actionStatus: status,
      completionDate: done ? zonedDate(new Date()) : '',
      actionTaken: done && line.actionTaken === '' ? `Görev tamamlandı: ${change.title}` : line.actionTaken,
    };
    if (!(await applyToLine(tx, line, lineChange, change.actor.id))) continue;
    await touchFmea(tx, line.fmeaId, false);
    if (!done) continue;
    const [fmea] = await tx
      .select({ ownerId: fmeas.ownerId, name: fmeas.name })
      .from(fmeas)
      .where(eq(fmeas.id, line.fmeaId))
      .limit(1);
    if (!fmea?.ownerId || fmea.ownerId === change.actor.id) continue;
    const who = await notificationActor(tx, change.actor);
    await notifyUsers(tx, [
      {
        userId: fmea.ownerId,
        type: 'other',
        message: `${who.label} "${change.title}" görevini tamamladı. "${fmea.name}" FMEA’sında bu satırın revize S/O/D derecelendirmesini girin.`,
        link: fmeaLineLink(line.fmeaId, line.id),
      },
    ]);
  }
}
