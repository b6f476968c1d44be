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

/** Sets the capacity only; the other organisation settings in the row stay as they are. */
export async function writeTeamSettings(
  db: Db,
  userId: string,
  settings: TTeamSettings,
): Promise<TTeamSettings> {
  const values = {
    weeklyCapacityHours: settings.weeklyCapacityHours,
    updatedAt: new Date(),
    updatedBy: userId,
  };
  await db
    .insert(orgSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: orgSettings.id, set: values });
  return readTeamSettings(db);
}
