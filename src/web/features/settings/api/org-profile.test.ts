import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TOrgProfile } from '../../../../domain/settings/org-profile';
import {
  DEFAULT_PLANT_TIME_ZONE,
  plantTimeZone,
  setPlantTimeZone,
} from '../../../../domain/shared/plant-date';
import { applyOrgProfileEvent, orgProfileQuery } from './org-profile';

const profile = (zone: string): TOrgProfile => ({
  plantName: 'Bursa Fabrikası',
  timeZone: zone,
  effectiveTimeZone: zone,
  logoUrl: null,
  logoType: null,
  updatedAt: '2026-11-23T10:00:00.000Z',
  can: { edit: false },
});

function serve(zone: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(profile(zone)), { headers: { 'content-type': 'application/json' } }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  setPlantTimeZone(DEFAULT_PLANT_TIME_ZONE);
});

// A screen left open while an admin changes the plant's time zone must not keep showing the old zone.
describe('an organisation profile change pushed live', () => {
  it('adopts the new zone and refetches every screen when the zone changed', async () => {
    const client = new QueryClient();
    serve('Europe/Istanbul');
    const header = new QueryObserver(client, orgProfileQuery);
    const off = header.subscribe(() => {});
    await vi.waitFor(() => expect(client.getQueryData(orgProfileQuery.queryKey)).toBeDefined());
    const tasks = vi.fn(async () => ['görev']);
    const list = new QueryObserver(client, { queryKey: ['tasks'], queryFn: tasks });
    const offList = list.subscribe(() => {});
    await vi.waitFor(() => expect(tasks).toHaveBeenCalledTimes(1));

    serve('Europe/Berlin');
    await applyOrgProfileEvent(client);
    expect(plantTimeZone()).toBe('Europe/Berlin');
    await vi.waitFor(() => expect(tasks).toHaveBeenCalledTimes(2));

    // A change of name or logo only refreshes the profile.
    await applyOrgProfileEvent(client);
    expect(tasks).toHaveBeenCalledTimes(2);
    off();
    offList();
  });
});
