import { count, inArray, sql } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '../../domain/auth/demo-accounts';
import type { TActivityDetails, TTaskAction } from '../../domain/tasks/insights-contract';
import { taskSearchText } from '../../domain/tasks/task-filter';
import { addDays, startOfZonedDay, zonedDate } from '../../domain/shared/calendar';
import { usernameKey } from '../auth-kit/present-user';
import type { Db } from '../db/database';
import { taskActivity, tasks, users } from '../db/schema';
import { DEMO_TASKS, type DemoTask } from './demo-task-data';

const HOUR = 3600_000;

/** A moment on a day relative to today (Istanbul), never in the future. */
function onDay(now: Date, dayOffset: number, hour: number): Date {
  const at = startOfZonedDay(addDays(zonedDate(now), dayOffset)).getTime() + hour * HOUR;
  return new Date(Math.min(at, now.getTime() - HOUR / 2));
}

interface Line {
  action: TTaskAction;
  userId: string;
  at: Date;
  details?: TActivityDetails;
}

/** The history a demo task would have: created, started, hours logged, sent to review, completed. */
function historyOf(
  d: DemoTask,
  ids: { creator: string; assignee: string },
  created: Date,
  completedAt: Date | null,
  now: Date,
): Line[] {
  const steps: Line[] = [{ action: 'created', userId: ids.creator, at: created }];
  const span = (completedAt ?? now).getTime() - created.getTime();
  const at = (share: number) => new Date(created.getTime() + span * share);
  const order = ['todo', 'in_progress', 'review', 'completed'] as const;
  const reached = order.indexOf(d.status);
  if (reached >= 1)
    steps.push({
      action: 'status_changed',
      userId: ids.assignee,
      at: at(0.15),
      details: { from: 'todo', to: 'in_progress' },
    });
  if (d.completed > 0) {
    steps.push({
      action: 'hours_logged',
      userId: ids.assignee,
      at: at(0.6),
      details: { hours: d.completed, totalHours: d.completed },
    });
  }
  if (reached >= 2)
    steps.push({
      action: 'status_changed',
      userId: ids.assignee,
      at: at(0.8),
      details: { from: 'in_progress', to: 'review' },
    });
  if (reached >= 3 && completedAt) {
    steps.push({
      action: 'status_changed',
      userId: ids.creator,
      at: completedAt,
      details: { from: 'review', to: 'completed' },
    });
  }
  return steps;
}

/** Demo mode: realistic tasks and their activity for the demo users, only while the tasks table is empty. */
export async function seedDemoTasks(db: Db, now: Date = new Date()): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(tasks);
  if ((existing?.n ?? 0) > 0) return;
  const keys = DEMO_ACCOUNTS.map((a) => usernameKey(a.username));
  const rows = await db
    .select({ id: users.id, key: users.usernameKey, fullName: users.fullName })
    .from(users)
    .where(inArray(users.usernameKey, keys));
  const idOf = new Map(rows.map((r) => [r.key, r.id]));
  const nameOf = new Map(rows.map((r) => [r.id, r.fullName]));
  const today = zonedDate(now);

  await db.transaction(async (tx) => {
    // Several instances may start at once: the lock makes the emptiness check and the inserts one step.
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const [again] = await tx.select({ n: count() }).from(tasks);
    if ((again?.n ?? 0) > 0) return;
    for (const d of DEMO_TASKS) {
      const assignee = idOf.get(usernameKey(d.assignee));
      const creator = idOf.get(usernameKey(d.creator));
      if (!assignee || !creator) continue;
      const createdAt = onDay(now, -d.createdDaysAgo, 9);
      const completedAt = d.status === 'completed' ? onDay(now, d.done ?? 0, 15) : null;
      const history = historyOf(d, { creator, assignee }, createdAt, completedAt, now);
      const [row] = await tx
        .insert(tasks)
        .values({
          title: d.title,
          description: d.description,
          assigneeId: assignee,
          createdBy: creator,
          dueDate: addDays(today, d.due),
          priority: d.priority,
          status: d.status,
          category: d.category,
          estimatedHours: d.estimated,
          completedHours: d.completed,
          tags: d.tags,
          completedAt,
          searchText: taskSearchText({ ...d, assigneeName: nameOf.get(assignee) ?? '' }),
          createdAt,
          updatedAt: history.at(-1)?.at ?? createdAt,
        })
        .returning({ id: tasks.id });
      if (!row) continue;
      await tx.insert(taskActivity).values(
        history.map((h) => ({
          taskId: row.id,
          taskTitle: d.title,
          userId: h.userId,
          action: h.action,
          details: h.details ?? {},
          createdAt: h.at,
        })),
      );
    }
  });
}
