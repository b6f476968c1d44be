import { and, count, desc, eq } from 'drizzle-orm';
import type { TNotification, TNotificationList } from '../../domain/notifications/contract';
import type { Db } from '../db/database';
import { notifications } from '../db/schema';

type Row = typeof notifications.$inferSelect;

export const presentNotification = (r: Row): TNotification => ({
  id: r.id,
  type: r.type,
  message: r.message,
  read: r.read,
  link: r.link,
  createdAt: r.createdAt.toISOString(),
});

/** The user's latest notifications and their unread count; never another user's. */
export async function listNotifications(db: Db, userId: string, limit = 50): Promise<TNotificationList> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt))
    .limit(limit);
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return { notifications: rows.map(presentNotification), unread: unread?.n ?? 0 };
}

export async function getNotification(db: Db, id: string): Promise<TNotification | null> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  return row ? presentNotification(row) : null;
}
