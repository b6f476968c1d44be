import { ne } from 'drizzle-orm';
import type { TUser } from '../../domain/auth/contract';
import { personLabel, sharedDisplayNames } from '../../domain/auth/display-name';
import { STATUS_LABELS, type TTask } from '../../domain/tasks/contract';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import type { NotificationDraft } from './notify-users';

/** Where a task notification leads: the task list opens the task from `?task=`. */
const taskLink = (taskId: string) => `/work/tasks?task=${encodeURIComponent(taskId)}`;

type TaskFacts = Pick<TTask, 'id' | 'title' | 'assigneeId' | 'createdById' | 'status'>;
/** The person who acted, as a notification names them (see `notificationActor`). */
export interface Actor {
  id: string;
  label: string;
}

/**
 * 'Ahmet Yılmaz', or 'Ahmet Yılmaz (@ahmet2)' when another account has the same display name, so a
 * look-alike name cannot pass itself off as a colleague. Reads the users' names in the caller's transaction.
 */
export async function notificationActor(
  db: Db,
  user: Pick<TUser, 'id' | 'fullName' | 'username'>,
): Promise<Actor> {
  // The user table is a company directory (hundreds of rows); Turkish-aware comparison happens here.
  const others = await db.select({ fullName: users.fullName }).from(users).where(ne(users.id, user.id));
  return { id: user.id, label: personLabel(user, sharedDisplayNames([user, ...others])) };
}

/** new_task: the assignee of a task someone else created. */
export function newTaskNotifications(actor: Actor, task: TaskFacts): NotificationDraft[] {
  if (task.assigneeId === actor.id) return [];
  return [
    {
      userId: task.assigneeId,
      type: 'new_task',
      message: `${actor.label} size yeni bir görev atadı: "${task.title}"`,
      link: taskLink(task.id),
    },
  ];
}

/** Who hears about a change: creator and assignee (old and new), never the person who made it. */
function audience(actor: Actor, ...ids: (string | null)[]): string[] {
  return [...new Set(ids.filter((id): id is string => id !== null && id !== actor.id))];
}

/**
 * After an edit: a newly assigned person gets new_task; the others involved get task_completed when
 * it was completed, else task_update with a short summary of what changed.
 */
export function taskChangedNotifications(
  actor: Actor,
  before: TaskFacts,
  after: TaskFacts,
  summary: string,
): NotificationDraft[] {
  const drafts: NotificationDraft[] = [];
  const reassigned = before.assigneeId !== after.assigneeId;
  if (reassigned && after.assigneeId !== actor.id) {
    drafts.push({
      userId: after.assigneeId,
      type: 'new_task',
      message: `${actor.label} size bir görev atadı: "${after.title}"`,
      link: taskLink(after.id),
    });
  }
  const completed = before.status !== 'completed' && after.status === 'completed';
  const others = audience(actor, after.createdById, before.assigneeId, after.assigneeId).filter(
    (id) => !(reassigned && id === after.assigneeId),
  );
  for (const userId of others) {
    drafts.push(
      completed
        ? {
            userId,
            type: 'task_completed',
            message: `${actor.label} "${after.title}" görevini tamamladı`,
            link: taskLink(after.id),
          }
        : {
            userId,
            type: 'task_update',
            message: `${actor.label} "${after.title}" görevini güncelledi: ${summary}`,
            link: taskLink(after.id),
          },
    );
  }
  return drafts;
}

/** A deleted task no longer has a screen, so the notice is 'other' without a link. */
export function taskDeletedNotifications(actor: Actor, task: TaskFacts): NotificationDraft[] {
  return audience(actor, task.createdById, task.assigneeId).map((userId) => ({
    userId,
    type: 'other' as const,
    message: `${actor.label} "${task.title}" görevini sildi`,
    link: null,
  }));
}

/** 'durum: İncelemede', '+2 saat çalışma kaydedildi', 'bitiş tarihi, öncelik değişti'. */
export function changeSummary(change: {
  status?: { to: TTask['status'] };
  loggedHours?: number;
  fields: string[];
}): string {
  const parts: string[] = [];
  if (change.status) parts.push(`durum: ${STATUS_LABELS[change.status.to]}`);
  if (change.loggedHours !== undefined)
    parts.push(`+${change.loggedHours.toLocaleString('tr-TR')} saat çalışma kaydedildi`);
  if (change.fields.length > 0) parts.push(`${change.fields.join(', ')} değişti`);
  return parts.join('; ') || 'güncellendi';
}
