import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type TOrgSettings, ZUpdateOrgSettingsRequest } from '../../domain/settings/contract';
import { orgSettings } from '../db/schema';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';
import { testDatabaseKind } from '../testing/test-database';

// The weekly capacity has one owner, the team settings (PUT /api/team/settings). The AI settings
// share its database row, and used to carry it too: saving them sent back the capacity loaded with
// the form and silently reverted a change made on the Team screen meanwhile.

let t: TestApp;
/** The same Yönetici in two browser tabs: A on the settings screen, B on the Team screen. */
const tab = { a: '', b: '' };
beforeAll(async () => {
  t = await createTestApp();
  tab.a = await loginAs(t.app, ...DEMO.admin);
  tab.b = await loginAs(t.app, ...DEMO.admin);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const getJson = async <T>(url: string, cookie: string): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<T>();
};
const loadOrgSettings = () => getJson<TOrgSettings>('/api/settings/org', tab.a);
const capacity = async () =>
  (await getJson<{ weeklyCapacityHours: number }>('/api/team/settings', tab.b)).weeklyCapacityHours;
const setCapacity = (weeklyCapacityHours: number) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/team/settings',
    headers: { cookie: tab.b },
    payload: { weeklyCapacityHours },
  });

/**
 * What a client saving the AI form sends: every field of the settings it loaded that the request
 * contract accepts, with its own edits on top (when the contract carried the capacity, so did this).
 */
function aiSaveBody(loaded: TOrgSettings, edits: Record<string, unknown>): Record<string, unknown> {
  const accepted = new Set(Object.keys(ZUpdateOrgSettingsRequest.shape));
  const echoed = Object.entries(loaded).filter(([field]) => accepted.has(field));
  return { ...Object.fromEntries(echoed), ...edits };
}
const saveAi = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/settings/org', headers: { cookie: tab.a }, payload: body });

describe('weekly capacity: owned by the team settings only', () => {
  it('saving the AI settings keeps a capacity changed on the Team screen meanwhile', async () => {
    const loaded = await loadOrgSettings();
    expect((await setCapacity(33)).json()).toEqual({ weeklyCapacityHours: 33 });

    const saved = await saveAi(aiSaveBody(loaded, { confidenceThreshold: 85 }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().confidenceThreshold).toBe(85);

    expect(await capacity()).toBe(33);
    const workload = await getJson<{ capacityHours: number }>('/api/team/workload', tab.a);
    expect(workload.capacityHours).toBe(33);
  });

  it('changing the capacity leaves the AI settings and their last change untouched', async () => {
    await saveAi({
      aiProvider: 'openai',
      model: 'gpt-4o-mini',
      analysisDepth: 'quick',
      confidenceThreshold: 65,
    });
    const before = await loadOrgSettings();
    expect((await setCapacity(21)).statusCode).toBe(200);
    expect(await loadOrgSettings()).toEqual(before);
  });

  it('20 parallel AI saves interleaved with capacity changes never revert the capacity', async () => {
    const stale = await loadOrgSettings();
    const thresholds = Array.from({ length: 20 }, (_, i) => 60 + i);
    const saves: ReturnType<typeof saveAi>[] = [];
    const seen: number[] = [];
    for (const [i, threshold] of thresholds.entries()) {
      saves.push(saveAi(aiSaveBody(stale, { confidenceThreshold: threshold })));
      const value = 41 + i;
      expect((await setCapacity(value)).statusCode).toBe(200);
      // The Team screen is the only writer, so a read shows exactly its last acknowledged value.
      seen.push(await capacity());
    }
    const results = await Promise.all(saves);
    expect(results.map((r) => r.statusCode)).toEqual(thresholds.map(() => 200));
    expect(seen).toEqual(thresholds.map((_, i) => 41 + i));
    expect(await capacity()).toBe(60);
    // The AI settings hold one of the thresholds sent (last writer wins among AI saves).
    expect(thresholds).toContain((await loadOrgSettings()).confidenceThreshold);
  });

  // Two server connections, so only on PostgreSQL (one PGlite connection runs one transaction at a
  // time). The capacity is committed while an AI save waits on the row: a save that wrote back a
  // capacity it read before would revert it, even though its request never mentions the capacity.
  const ZCount = z.object({ rows: z.array(z.object({ n: z.number() })) });
  it.skipIf(testDatabaseKind() !== 'postgres')(
    'an AI save writes no column from a stale read of the row',
    async () => {
      expect((await setCapacity(44)).statusCode).toBe(200);
      let save: ReturnType<typeof saveAi> | undefined;
      await t.ctx.db.transaction(async (tx) => {
        await tx.update(orgSettings).set({ weeklyCapacityHours: 55 }).where(eq(orgSettings.id, 1));
        save = saveAi({ aiProvider: 'engineering_db', analysisDepth: 'standard', confidenceThreshold: 77 });
        // Commit only once the save waits for the row lock held here.
        for (let tries = 0; tries < 100; tries += 1) {
          const waiting = ZCount.parse(
            await t.ctx.db.execute(
              sql`select count(*)::int as n from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock'`,
            ),
          );
          if ((waiting.rows[0]?.n ?? 0) > 0) return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error('the AI save never waited for the row');
      });
      expect((await save)?.statusCode).toBe(200);
      expect(await capacity()).toBe(55);
      expect((await loadOrgSettings()).confidenceThreshold).toBe(77);
    },
  );
});
