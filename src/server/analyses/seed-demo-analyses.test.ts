import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnalysisSummary } from '../../domain/analyses/api-contract';
import { aiAnalyses } from '../db/schema';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';
import { DEMO_PROBLEMS } from './demo-problems';
import { seedDemoAnalyses } from './seed-demo-analyses';

let t: TestApp;
let cookie = '';
beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAs(t.app, ...DEMO.kalite);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('demo analyses', () => {
  it('are seeded once by the real pipeline: 12 reports over 60 days, several authors, two in progress', async () => {
    await seedDemoAnalyses(t.ctx.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/analyses?limit=200', headers: { cookie } });
    const { analyses, total } = res.json() as { analyses: TAnalysisSummary[]; total: number };
    expect(total).toBe(DEMO_PROBLEMS.length);
    expect(total).toBe(12);
    expect(analyses.filter((a) => a.status === 'in_progress')).toHaveLength(2);
    expect(new Set(analyses.map((a) => a.userFullName)).size).toBeGreaterThanOrEqual(5);
    const ages = analyses.map((a) => (Date.now() - new Date(a.createdAt).getTime()) / 86_400_000);
    expect(Math.max(...ages)).toBeLessThanOrEqual(60);
    expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(40);
    for (const a of analyses.filter((x) => x.rating > 0)) expect(a.rating).toBeGreaterThanOrEqual(3);
    expect(analyses.some((a) => a.rating === 0)).toBe(true);
    const types = new Set(analyses.map((a) => a.problemType));
    expect(types).toContain('Çapak');
    expect(types).toContain('Kesim Çapağı');

    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/analyses/stats', headers: { cookie } })
    ).json();
    for (const domain of stats.categories.slice(0, 5)) expect(domain.count).toBeGreaterThanOrEqual(2);
  });

  it('does not seed a table that already has analyses', async () => {
    const before = await t.ctx.db.$count(aiAnalyses);
    await seedDemoAnalyses(t.ctx.db);
    expect(await t.ctx.db.$count(aiAnalyses)).toBe(before);
  });
});
