import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnalysisTrends } from '../../domain/analyses/api-contract';
import type { TProblemCategory } from '../../domain/analyses/contract';
import { TREND_WEEKS_MESSAGE, trendWeekStarts } from '../../domain/shared/trend-weeks';
import { startOfZonedDay, zonedDate } from '../../domain/shared/calendar';
import { aiAnalyses } from '../db/schema';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';

let t: TestApp;
let cookie = '';
beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAs(t.app, ...DEMO.kalite);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const MINUTE = 60_000;
const trends = async (): Promise<Map<string, TAnalysisTrends['weeks'][number]>> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/analyses/trends?weeks=4', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return new Map((res.json() as TAnalysisTrends).weeks.map((w) => [w.weekStart, w]));
};

// Hand-built rows: only what the trend reads has to be right.
async function insert(createdAt: Date, category: TProblemCategory, rating: number) {
  await t.ctx.db.insert(aiAnalyses).values({
    title: 'Eğilim analizi',
    description: 'Eğilim',
    category,
    severity: 'medium',
    department: 'quality',
    discoveryDate: '2026-01-15',
    analysisResult: {},
    confidence: 80,
    rating,
    createdAt,
    updatedAt: createdAt,
  });
}

describe('GET /api/analyses/trends', () => {
  it('answers 400 with the Turkish message for a week count out of range', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/analyses/trends?weeks=60',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message: TREND_WEEKS_MESSAGE, field: 'weeks' });
  });

  it('counts per plant week and category, Sunday 23:30 Istanbul in its week, and averages given ratings', async () => {
    const [, , previous, current] = trendWeekStarts(zonedDate(new Date()), 4) as string[];
    const monday = startOfZonedDay(current ?? '').getTime();
    const before = await trends();
    await insert(new Date(monday - 30 * MINUTE), 'quality', 4); // Sunday 23:30 Istanbul = 20:30 UTC
    await insert(new Date(monday - 90 * MINUTE), 'quality', 0); // not rated: not in the average
    await insert(new Date(monday - 2 * 86_400_000), 'environment', 1);
    await insert(new Date(monday + 30 * MINUTE), 'process', 5); // Monday 00:30 Istanbul = Sunday 21:30 UTC
    const after = await trends();
    const was = before.get(previous ?? '');
    const prev = after.get(previous ?? '');
    expect((prev?.total ?? 0) - (was?.total ?? 0)).toBe(3);
    expect((prev?.byCategory.quality ?? 0) - (was?.byCategory.quality ?? 0)).toBe(2);
    expect((prev?.byCategory.environment ?? 0) - (was?.byCategory.environment ?? 0)).toBe(1);
    expect((prev?.ratedCount ?? 0) - (was?.ratedCount ?? 0)).toBe(2);
    if (!was?.ratedCount) expect(prev?.averageRating).toBe(2.5);
    const cur = after.get(current ?? '');
    expect((cur?.byCategory.process ?? 0) - (before.get(current ?? '')?.byCategory.process ?? 0)).toBe(1);
  });
});
