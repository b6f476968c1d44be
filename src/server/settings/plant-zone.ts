import { setPlantTimeZone } from '../../domain/shared/plant-date';
import type { AppContext } from '../app-context';
import { REALTIME_CHANNEL } from '../realtime/realtime-hub';
import { syncCounterZone } from '../tasks-kit/task-counters';
import { readOrgProfile } from '../org-kit/org-profile-store';

/** The zone in force: the organisation profile's, else the server's PLANT_TIME_ZONE. */
export function effectiveTimeZone(profileZone: string, fallback: string): string {
  return profileZone === '' ? fallback : profileZone;
}

/**
 * Re-reads the profile and makes its time zone the process's plant zone (reports, "today", files)
 * and the task counters' plant day (recounted once, by whichever instance gets there first).
 */
export async function applyPlantZone(ctx: AppContext): Promise<string> {
  const profile = await readOrgProfile(ctx.db);
  const zone = effectiveTimeZone(profile.timeZone, ctx.config.plantTimeZone);
  setPlantTimeZone(zone);
  await syncCounterZone(ctx.db, zone);
  return zone;
}

/**
 * Keeps every instance on the saved zone: applied at start, and again when any instance (or
 * `npm run admin`) changes the profile row, whose trigger NOTIFYs the realtime channel.
 */
export async function followPlantZone(ctx: AppContext): Promise<() => Promise<void>> {
  await applyPlantZone(ctx);
  return ctx.database.listen(REALTIME_CHANNEL, (payload) => {
    if (!payload.includes('"org_profile"')) return;
    void applyPlantZone(ctx).catch(() => {});
  });
}
