import { eq } from 'drizzle-orm';
import {
  DEFAULT_PREFERENCES,
  type TPreferences,
  type TUpdatePreferencesRequest,
} from '../../domain/preferences/contract';
import type { Db } from '../db/database';
import { userPreferences } from '../db/schema';

/** The user's preferences; the defaults until they first save any. */
export async function getPreferences(db: Db, userId: string): Promise<TPreferences> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);
  return row
    ? { language: row.language, autoSave: row.autoSave, notificationsEnabled: row.notificationsEnabled }
    : DEFAULT_PREFERENCES;
}

/** Saves the fields sent over the current ones (one upsert) and answers the whole set. */
export async function updatePreferences(
  db: Db,
  userId: string,
  changes: TUpdatePreferencesRequest,
): Promise<TPreferences> {
  const next = { ...(await getPreferences(db, userId)), ...changes };
  await db
    .insert(userPreferences)
    .values({ userId, ...next })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...next, updatedAt: new Date() } });
  return next;
}
