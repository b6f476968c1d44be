import { eq } from 'drizzle-orm';
import type { TTeamSettings } from '../../domain/tasks/insights-contract';
import type { Db } from '../db/database';
import { orgSettings } from '../db/schema';

const DEFAULT_WEEKLY_CAPACITY_HOURS = 40;

/** The organisation's weekly capacity per person (org_settings row 1; 40 h until a Yönetici sets it). */
export async function readTeamSettings(db: Db): Promise<TTeamSettings> {
  const [row] = await db
    .select({ weeklyCapacityHours: orgSettings.weeklyCapacityHours })
    .from(orgSettings)
    .where(eq(orgSettings.id, 1))
    .limit(1);
  return { weeklyCapacityHours: row?.weeklyCapacityHours ?? DEFAULT_WEEKLY_CAPACITY_HOURS };
}

/**
 * The one writer of the weekly capacity (the AI settings no longer carry it). Writes that column
 * alone, straight from the request, with no read first: the AI columns of the row and their
 * `updated_at`/`updated_by` (shown as the AI settings' last change) are never rewritten from a
 * stale read, and a concurrent AI settings save cannot be reverted by this either.
 */
export async function writeTeamSettings(db: Db, settings: TTeamSettings): Promise<TTeamSettings> {
  const [row] = await db
    .insert(orgSettings)
    .values({ id: 1, weeklyCapacityHours: settings.weeklyCapacityHours })
    .onConflictDoUpdate({
      target: orgSettings.id,
      set: { weeklyCapacityHours: settings.weeklyCapacityHours },
    })
    .returning({ weeklyCapacityHours: orgSettings.weeklyCapacityHours });
  return { weeklyCapacityHours: row?.weeklyCapacityHours ?? settings.weeklyCapacityHours };
}
