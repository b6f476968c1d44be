import { and, eq, inArray } from 'drizzle-orm';
import type { TNotification } from '../../domain/notifications/contract';
import type { Db } from '../db/database';
import { notifications, userPreferences } from '../db/schema';

export interface NotificationDraft {
  userId: string;
  type: TNotification['type'];
  message: string;
  link: string | null;
  /** Makes a producer idempotent: a second row with the same (user, key) is not created. */
  dedupeKey?: string;
}

/**
 * Stores notifications for the users who keep notifications on (user_preferences; no row = on).
 * Returns how many rows were created. Runs in the caller's transaction.
 */
export async function notifyUsers(db: Db, drafts: readonly NotificationDraft[]): Promise<number> {
  if (drafts.length === 0) return 0;
  const userIds = [...new Set(drafts.map((d) => d.userId))];
  const muted = await db
    .select({ userId: userPreferences.userId })
    .from(userPreferences)
    .where(and(inArray(userPreferences.userId, userIds), eq(userPreferences.notificationsEnabled, false)));
  const mutedIds = new Set(muted.map((m) => m.userId));
  const rows = drafts.filter((d) => !mutedIds.has(d.userId));
  if (rows.length === 0) return 0;
  const created = await db
    .insert(notifications)
    .values(
      rows.map((d) => ({
        userId: d.userId,
        type: d.type,
        message: d.message,
        link: d.link,
        dedupeKey: d.dedupeKey ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return created.length;
}
