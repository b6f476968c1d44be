import { and, eq } from 'drizzle-orm';
import type { TNotification } from '../../domain/notifications/contract';
import type { Db } from '../db/database';
import { notifications } from '../db/schema';
import { notFound } from '../http/app-error';
import { presentNotification } from './notification-queries';

const NOTIFICATION_NOT_FOUND = 'Bildirim bulunamadı';

/** Marks one of the user's own notifications; another user's id answers 404, as if it did not exist. */
export async function markNotification(
  db: Db,
  userId: string,
  id: string,
  read: boolean,
): Promise<TNotification> {
  const [row] = await db
    .update(notifications)
    .set({ read })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  return presentNotification(row);
}

/** 'Tümünü okundu işaretle': only the user's own unread rows are touched (and so pushed live). */
export async function markAllNotificationsRead(db: Db, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
}
