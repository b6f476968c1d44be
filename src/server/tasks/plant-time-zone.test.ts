import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PLANT_TIME_ZONE, plantDate, setPlantTimeZone } from '../../domain/shared/plant-date';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  setPlantTimeZone(DEFAULT_PLANT_TIME_ZONE);
});

async function todayOf(zone: string): Promise<{ today: string; expected: string }> {
  t = await createTestApp({ PLANT_TIME_ZONE: zone });
  const cookie = await loginAs(t.app, ...DEMO.admin);
  const res = await t.app.inject({ method: 'GET', url: '/api/tasks/stats', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  const today = (res.json() as { today: string }).today;
  const expected = plantDate(new Date(), zone);
  await t.close();
  t = undefined;
  return { today, expected };
}

describe('PLANT_TIME_ZONE', () => {
  it("makes the server's today the configured plant's day", async () => {
    // 25 hours apart: these two zones never share a calendar day.
    const east = await todayOf('Pacific/Kiritimati');
    const west = await todayOf('Pacific/Pago_Pago');
    expect(east.today).toBe(east.expected);
    expect(west.today).toBe(west.expected);
    expect(east.today).not.toBe(west.today);
  });
});
