import { eq } from 'drizzle-orm';
import type { TUser } from '../../domain/auth/contract';
import { TASK_MESSAGES, type TTask, type TUpdateTask } from '../../domain/tasks/contract';
import { canTransition } from '../../domain/tasks/status-transitions';
import { taskSearchText } from '../../domain/tasks/task-filter';
import type { Db } from '../db/database';
import { tasks } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/app-error';
import { notifyUsers } from '../notify-kit/notify-users';
import { changeSummary, notificationActor, taskChangedNotifications } from '../notify-kit/task-notifications';
import { requireAssignee } from '../tasks-kit/assignee';
import { type ActivityEntry, recordActivity } from '../tasks-kit/task-activity';
import { runTaskStatusHooks } from '../tasks-kit/task-status-hooks';
import { getTask } from '../tasks-kit/task-queries';
import { permissionsForTaskChange, taskPermissions } from '../../domain/tasks/permissions';

type TaskRow = typeof tasks.$inferSelect;
const EDITABLE = [
  'title',
  'description',
  'dueDate',
  'priority',
  'category',
  'estimatedHours',
  'tags',
] as const;
// Turkish names of edited fields in the notification text ("bitiş tarihi, öncelik değişti").
const FIELD_NAMES: Record<(typeof EDITABLE)[number], string> = {
  title: 'başlık',
  description: 'açıklama',
  dueDate: 'bitiş tarihi',
  priority: 'öncelik',
  category: 'kategori',
  estimatedHours: 'tahmini süre',
  tags: 'etiketler',
};

const facts = (r: TaskRow) => ({
  id: r.id,
  title: r.title,
  assigneeId: r.assigneeId,
  createdById: r.createdBy,
  status: r.status,
});
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Changes any field of a task, moves it one status step, or logs hours; every change is a line in
 * the activity log and a notification for the others involved. The row is locked for the duration
 * so concurrent moves and hour logs apply one after the other.
 */
export async function updateTask(db: Db, actor: TUser, id: string, input: TUpdateTask): Promise<TTask> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(tasks).where(eq(tasks.id, id)).for('update').limit(1);
    if (!current) throw notFound(TASK_MESSAGES.notFound);
    const can = taskPermissions(actor, { assigneeId: current.assigneeId, createdById: current.createdBy });
    if (!permissionsForTaskChange(input).every((action) => can[action])) {
      throw forbidden(TASK_MESSAGES.forbiddenEdit);
    }
    if (input.status && !canTransition(current.status, input.status)) {
      throw badRequest(TASK_MESSAGES.invalidTransition(current.status, input.status), 'status');
    }
    const set: Partial<typeof tasks.$inferInsert> = {};
    const fields = EDITABLE.filter((k) => input[k] !== undefined && !same(input[k], current[k]));
    for (const k of fields) Object.assign(set, { [k]: input[k] });

    const activity: ActivityEntry[] = [];
    const entry = (e: Omit<ActivityEntry, 'taskId' | 'taskTitle' | 'userId'>) =>
      activity.push({ taskId: id, taskTitle: input.title ?? current.title, userId: actor.id, ...e });

    if (input.status && input.status !== current.status) {
      set.status = input.status;
      set.completedAt = input.status === 'completed' ? new Date() : null;
      entry({ action: 'status_changed', details: { from: current.status, to: input.status } });
    }
    let newAssigneeName: string | undefined;
    if (input.assigneeId && input.assigneeId !== current.assigneeId) {
      const [from, to] = await Promise.all([
        requireAssignee(tx, current.assigneeId),
        requireAssignee(tx, input.assigneeId),
      ]);
      set.assigneeId = to.id;
      newAssigneeName = to.fullName;
      entry({ action: 'assigned', details: { from: from.fullName, to: to.fullName } });
    }
    const nextHours =
      input.logHours !== undefined
        ? current.completedHours + input.logHours
        : (input.completedHours ?? current.completedHours);
    const loggedHours = Math.round((nextHours - current.completedHours) * 100) / 100;
    if (loggedHours !== 0) {
      set.completedHours = nextHours;
      entry({ action: 'hours_logged', details: { hours: loggedHours, totalHours: nextHours } });
    }
    if (fields.length > 0) entry({ action: 'updated', details: { fields: [...fields] } });
    if (activity.length === 0) return;

    const next = { ...current, ...set };
    const textChanged = fields.some(
      (f) => f === 'title' || f === 'description' || f === 'category' || f === 'tags',
    );
    if (textChanged || newAssigneeName !== undefined) {
      const assigneeName = newAssigneeName ?? (await requireAssignee(tx, current.assigneeId)).fullName;
      set.searchText = taskSearchText({ ...next, assigneeName });
    }
    await tx
      .update(tasks)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(tasks.id, id));
    await recordActivity(tx, activity);
    if (set.status)
      await runTaskStatusHooks(tx, {
        taskId: id,
        title: next.title,
        from: current.status,
        to: set.status,
        actor,
      });
    const summary = changeSummary({
      status: set.status ? { to: set.status } : undefined,
      loggedHours: loggedHours !== 0 ? loggedHours : undefined,
      fields: fields.map((f) => FIELD_NAMES[f]),
    });
    const who = await notificationActor(tx, actor);
    await notifyUsers(tx, taskChangedNotifications(who, facts(current), facts(next), summary));
  });
  const task = await getTask(db, id, actor);
  if (!task) throw notFound(TASK_MESSAGES.notFound);
  return task;
}
