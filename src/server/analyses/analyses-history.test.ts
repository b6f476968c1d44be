import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAnalysisList, TAnalysisSummary } from '../../domain/analyses/api-contract';
import { buildAnalysisReport } from '../../domain/analyses/build-report';
import type { TProblemCategory } from '../../domain/analyses/contract';
import { KNOWLEDGE_BASE } from '../../domain/analyses/knowledge/knowledge-base';
import { searchProblemReport } from '../../domain/analyses/knowledge/search';
import { plantDate } from '../../domain/shared/plant-date';
import { foldTurkish } from '../../domain/shared/turkish-text';
import { aiAnalyses, users } from '../db/schema';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';

let t: TestApp;
let cookie = '';
let kaliteId = '';
const DAY = 86_400_000;
const NOW = Date.now();

interface Seed {
  title: string;
  category: TProblemCategory;
  rating: number;
  confidence: number;
  status: 'completed' | 'in_progress';
  daysAgo: number;
}

// Direct inserts give full control over dates, ratings and confidence; the report itself is real.
const problemOf = (seed: Seed) => ({
  title: seed.title,
  description: `${seed.title} açıklaması`,
  customerImpact: '',
  category: seed.category,
  severity: 'medium',
  department: 'quality',
  discoveryDate: '2025-01-15',
});
const reportOf = (seed: Seed) =>
  buildAnalysisReport(problemOf(seed), searchProblemReport({ title: seed.title }));

async function insert(seed: Seed): Promise<string> {
  const problem = problemOf(seed);
  const report = reportOf(seed);
  const createdAt = new Date(NOW - seed.daysAgo * DAY);
  const [row] = await t.ctx.db
    .insert(aiAnalyses)
    .values({
      ...problem,
      userId: kaliteId,
      analysisResult: { ...report, confidence: seed.confidence },
      confidence: seed.confidence,
      rating: seed.rating,
      status: seed.status,
      searchText: foldTurkish(`${problem.title} ${problem.description} ${report.problemType}`),
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: aiAnalyses.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

const SEEDS: Seed[] = [
  {
    title: 'Kapak ayırma çizgisinde çapak',
    category: 'quality',
    rating: 5,
    confidence: 85,
    status: 'completed',
    daysAgo: 1,
  },
  {
    title: 'Tamponda boya akması',
    category: 'process',
    rating: 3,
    confidence: 85,
    status: 'completed',
    daysAgo: 2,
  },
  {
    title: 'Koltuk köpüğünde boşluk',
    category: 'material',
    rating: 0,
    confidence: 75,
    status: 'in_progress',
    daysAgo: 3,
  },
  {
    title: 'Pres ekipmanı arızası xq',
    category: 'equipment',
    rating: 4,
    confidence: 92,
    status: 'completed',
    daysAgo: 4,
  },
  {
    title: 'Operatör eğitimi eksik xq',
    category: 'human',
    rating: 0,
    confidence: 60,
    status: 'completed',
    daysAgo: 5,
  },
  {
    title: 'Boyahane nem ve sıcaklık xq',
    category: 'environment',
    rating: 2,
    confidence: 70,
    status: 'completed',
    daysAgo: 6,
  },
];

beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAs(t.app, ...DEMO.kalite);
  const [kalite] = await t.ctx.db.select().from(users).where(eq(users.username, 'kalite'));
  kaliteId = kalite?.id ?? '';
  // Demo mode seeded sample analyses: start from an empty history so every figure is known.
  await t.ctx.db.delete(aiAnalyses);
  for (const seed of SEEDS) await insert(seed);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const list = async (query: string): Promise<TAnalysisList> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/analyses?${query}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const titles = (l: { analyses: TAnalysisSummary[] }) => l.analyses.map((a) => a.title);

describe('GET /api/analyses', () => {
  it('lists summaries newest first with the total', async () => {
    const all = await list('');
    expect(all.total).toBe(6);
    expect(titles(all)).toEqual(SEEDS.map((s) => s.title));
    expect(all.analyses[0]).toEqual({
      id: expect.any(String),
      title: 'Kapak ayırma çizgisinde çapak',
      category: 'quality',
      severity: 'medium',
      problemType: 'Çapak',
      confidence: 85,
      rating: 5,
      status: 'completed',
      source: 'engineering_db',
      userId: kaliteId,
      userFullName: 'Ayşe Çelik',
      createdAt: expect.any(String),
      can: { rate: true, delete: true },
    });
  });

  it.each(['çapak', 'capak', 'ÇAPAK', 'Capak'])('finds the Çapak analysis searching %s', async (search) => {
    const found = await list(`search=${encodeURIComponent(search)}`);
    expect(titles(found)).toEqual(['Kapak ayırma çizgisinde çapak']);
    expect(found.total).toBe(1);
  });

  it('needs every search word, treats % and _ literally, and matches the problem type', async () => {
    expect(titles(await list(`search=${encodeURIComponent('boya akması')}`))).toEqual([
      'Tamponda boya akması',
    ]);
    expect((await list(`search=${encodeURIComponent('boya çapak')}`)).total).toBe(0);
    expect((await list('search=%25')).total).toBe(0);
    expect((await list('search=_')).total).toBe(0);
    // 'Boşluk / Hava Boşluğu' is the knowledge entry's name, not in the title.
    expect(titles(await list(`search=${encodeURIComponent('hava boşluğu')}`))).toEqual([
      'Koltuk köpüğünde boşluk',
    ]);
  });

  it.each([
    ['kalite', ['Kapak ayırma çizgisinde çapak']],
    ['süreç', ['Tamponda boya akması']],
    ['malzeme', ['Koltuk köpüğünde boşluk']],
    ['ekipman', ['Pres ekipmanı arızası xq']],
    ['insan', ['Operatör eğitimi eksik xq']],
    ['çevre', ['Boyahane nem ve sıcaklık xq']],
  ])('filters category %s by the Turkish label', async (category, expected) => {
    const res = await list(`category=${encodeURIComponent(category)}`);
    expect(titles(res)).toEqual(expected);
    expect(res.total).toBe(expected.length);
  });

  it('combines search and category', async () => {
    expect(titles(await list('search=xq&category=insan'))).toEqual(['Operatör eğitimi eksik xq']);
  });

  it('sorts by rating and by confidence, highest first, then newest', async () => {
    expect((await list('sort=rating')).analyses.map((a) => a.rating)).toEqual([5, 4, 3, 2, 0, 0]);
    expect(titles(await list('sort=rating')).slice(4)).toEqual([
      'Koltuk köpüğünde boşluk',
      'Operatör eğitimi eksik xq',
    ]);
    const byConfidence = await list('sort=confidence');
    expect(byConfidence.analyses.map((a) => a.confidence)).toEqual([92, 85, 85, 75, 70, 60]);
    expect(titles(byConfidence).slice(1, 3)).toEqual([
      'Kapak ayırma çizgisinde çapak',
      'Tamponda boya akması',
    ]);
  });

  it('keeps the analyses created from/to plant days, both inclusive (the dashboard week links)', async () => {
    const day = (daysAgo: number) => plantDate(new Date(NOW - daysAgo * DAY));
    const range = await list(`from=${day(4)}&to=${day(2)}`);
    expect(titles(range)).toEqual(SEEDS.filter((s) => s.daysAgo >= 2 && s.daysAgo <= 4).map((s) => s.title));
    expect(range.total).toBe(3);
    expect(titles(await list(`from=${day(1)}`))).toEqual([SEEDS[0]?.title]);
    expect((await list(`to=${day(6)}`)).total).toBe(1);
    const reversed = await t.app.inject({
      method: 'GET',
      url: `/api/analyses?from=${day(2)}&to=${day(4)}`,
      headers: { cookie },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error).toMatchObject({
      message: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
      field: 'to',
    });
  });

  it('pages with limit and offset, the total counting every match', async () => {
    const first = await list('limit=4&offset=0');
    const second = await list('limit=4&offset=4');
    expect(first.total).toBe(6);
    expect(second.total).toBe(6);
    expect([...titles(first), ...titles(second)]).toEqual(SEEDS.map((s) => s.title));
    expect(titles(await list('search=xq&limit=1&offset=1'))).toEqual(['Operatör eğitimi eksik xq']);
  });

  it.each(['category=foo', 'sort=oldest', 'limit=0', 'limit=201', 'offset=-1'])(
    'answers 400 for %s',
    async (query) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/analyses?${query}`, headers: { cookie } });
      expect(res.statusCode).toBe(400);
    },
  );
});

describe('GET /api/analyses/stats', () => {
  it('computes the dashboard from the stored rows', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/analyses/stats', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    const rated = SEEDS.filter((s) => s.rating > 0);
    const avgRating = rated.reduce((sum, s) => sum + s.rating, 0) / rated.length;
    const avgConfidence = SEEDS.reduce((sum, s) => sum + s.confidence, 0) / SEEDS.length;
    expect(stats).toMatchObject({
      total: 6,
      completed: 5,
      inProgress: 1,
      ratedCount: 4,
      averageRating: Math.round(avgRating * 10) / 10,
      averageConfidence: Math.round(avgConfidence * 10) / 10,
      technicalAccuracy: Math.round((avgConfidence + 5) * 10) / 10,
    });
    expect(stats.latest.map((a: TAnalysisSummary) => a.title)).toEqual(SEEDS.slice(0, 5).map((s) => s.title));
    const domains = Object.fromEntries(
      stats.categories.map((c: { label: string; count: number }) => [c.label, c.count]),
    );
    const expected: Record<string, number> = {
      'Plastik Enjeksiyon': 0,
      'Boyalı Plastik': 0,
      'Deri Kaplama': 0,
      Poliüretan: 0,
      'Metal Braket': 0,
      Diğer: 0,
    };
    // Counted by the entry each stored report names (null: the generic report).
    for (const seed of SEEDS) {
      const id = reportOf(seed).knowledgeEntryId;
      const category = KNOWLEDGE_BASE.find((e) => e.id === id)?.category ?? 'Diğer';
      expected[category] = (expected[category] ?? 0) + 1;
    }
    expect(domains).toEqual(expected);
    expect(domains['Plastik Enjeksiyon']).toBeGreaterThanOrEqual(1);
  });

  it('answers with nulls while there are no analyses', async () => {
    await t.ctx.db.delete(aiAnalyses);
    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/analyses/stats', headers: { cookie } })
    ).json();
    expect(stats).toMatchObject({
      total: 0,
      completed: 0,
      inProgress: 0,
      averageRating: null,
      ratedCount: 0,
      averageConfidence: null,
      technicalAccuracy: null,
      latest: [],
    });
    expect(stats.categories.every((c: { count: number }) => c.count === 0)).toBe(true);
  });
});
