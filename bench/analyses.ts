/**
 * 8D analyses benchmark: knowledge-base search latency per query, analyses created per second through
 * the API, and the report-history page (search + sort) over 10 000 stored analyses.
 * Run: node --import tsx bench/analyses.ts   (prints figures, asserts nothing; in-memory PGlite, no network)
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildAnalysisReport } from '../src/domain/analyses/build-report';
import type { TProblemCategory } from '../src/domain/analyses/contract';
import { KNOWLEDGE_BASE } from '../src/domain/analyses/knowledge/knowledge-base';
import { searchKnowledge } from '../src/domain/analyses/knowledge/search';
import { foldTurkish } from '../src/domain/shared/turkish-text';
import { DEMO_PROBLEMS } from '../src/server/analyses/demo-problems';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createContext } from '../src/server/create-context';
import type { Db } from '../src/server/db/database';
import { openPglite } from '../src/server/db/open-pglite';
import { aiAnalyses, users } from '../src/server/db/schema';
import { printReadmeRows, readmeNumber } from './support/readme-rows';
import { buildRealApp, demoCookie } from './support/real-app';
import { fmt, printTable } from './support/table';

const SEARCH_ROUNDS = 5;
const CREATE_SECONDS = 8;
const HISTORY_ROWS = 10_000;
const HISTORY_REPEATS = 60;

function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN;
}
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
};

/** Realistic problem texts: every entry's name, synonyms and first root causes, plus the demo problems' descriptions. */
function realisticQueries(): { title: string; description?: string }[] {
  const queries: { title: string; description?: string }[] = [];
  for (const entry of KNOWLEDGE_BASE) {
    queries.push({ title: entry.name });
    for (const synonym of entry.synonyms.slice(0, 2)) queries.push({ title: `Parçada ${synonym} görüldü` });
    for (const cause of entry.rootCauses.slice(0, 4))
      queries.push({ title: entry.name, description: cause.text });
  }
  for (const demo of DEMO_PROBLEMS)
    queries.push({ title: demo.problem.title, description: demo.problem.description });
  return queries;
}

type Summary = ReturnType<typeof summary>;

/** The table's rows, and the search over every domain (the README's figure). */
function benchSearch(): { rows: (string | number)[][]; whole: Summary } {
  const queries = realisticQueries();
  for (const q of queries) searchKnowledge(q); // warm-up: the index is built on first use
  const auto: number[] = [];
  const narrowed: number[] = [];
  for (let round = 0; round < SEARCH_ROUNDS; round++) {
    for (const q of queries) {
      let t0 = performance.now();
      searchKnowledge(q);
      auto.push(performance.now() - t0);
      t0 = performance.now();
      searchKnowledge({ ...q, processType: 'plastic_injection' });
      narrowed.push(performance.now() - t0);
    }
  }
  const rows = [
    ['searchKnowledge, every domain', auto],
    ['searchKnowledge, processType narrowed', narrowed],
  ] as const;
  console.log(
    `Knowledge base: ${KNOWLEDGE_BASE.length} entries, ${queries.length} distinct queries × ${SEARCH_ROUNDS} rounds.`,
  );
  return {
    rows: rows.map(([name, samples]) => {
      const s = summary([...samples]);
      return [name, s.n, fmt(s.p50 * 1000, 0), fmt(s.p99 * 1000, 0), fmt(s.max * 1000, 0), 'µs'];
    }),
    whole: summary(auto),
  };
}

async function benchCreate(): Promise<{ rows: (string | number)[][]; perSecond: number; latency: Summary }> {
  const real = await buildRealApp();
  try {
    const cookie = await demoCookie(real.app);
    const latencies: number[] = [];
    const started = performance.now();
    let i = 0;
    while (performance.now() - started < CREATE_SECONDS * 1000) {
      const demo = DEMO_PROBLEMS[i++ % DEMO_PROBLEMS.length];
      if (!demo) break;
      const t0 = performance.now();
      const res = await real.app.inject({
        method: 'POST',
        url: '/api/analyses',
        headers: { cookie },
        payload: { ...demo.problem, discoveryDate: '2025-03-10' },
      });
      latencies.push(performance.now() - t0);
      if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
    }
    const seconds = (performance.now() - started) / 1000;
    const s = summary(latencies);
    return {
      rows: [
        [
          'POST /api/analyses (sequential, realtime on)',
          s.n,
          fmt(s.n / seconds, 1),
          fmt(s.p50, 2),
          fmt(s.p99, 2),
          fmt(s.max, 1),
        ],
      ],
      perSecond: s.n / seconds,
      latency: s,
    };
  } finally {
    await real.close();
  }
}

const CATEGORIES: TProblemCategory[] = [
  'quality',
  'process',
  'material',
  'equipment',
  'human',
  'environment',
];

/** 10 000 analyses inserted directly (real reports, one per knowledge entry, reused), spread over a year. */
async function seedHistory(db: Db): Promise<void> {
  const authors = await db.select({ id: users.id }).from(users);
  const reports = KNOWLEDGE_BASE.map((entry) =>
    buildAnalysisReport(
      {
        title: entry.name,
        description: '',
        department: 'production',
        discoveryDate: '2025-01-01',
        category: 'quality',
        severity: 'medium',
      },
      searchKnowledge({ title: entry.name }),
    ),
  );
  const now = Date.now();
  const batch: (typeof aiAnalyses.$inferInsert)[] = [];
  for (let i = 0; i < HISTORY_ROWS; i++) {
    const entry = KNOWLEDGE_BASE[i % KNOWLEDGE_BASE.length];
    const report = reports[i % reports.length];
    if (!entry || !report) continue;
    const title = `${entry.name} — Hat ${(i % 12) + 1}, parti ${1000 + i}`;
    const description = `${entry.rootCauses[i % entry.rootCauses.length]?.text ?? ''} (vardiya ${(i % 3) + 1})`;
    const createdAt = new Date(now - ((i * 7919) % (365 * 86_400)) * 1000);
    batch.push({
      userId: authors[i % authors.length]?.id ?? null,
      title,
      description,
      category: CATEGORIES[i % CATEGORIES.length] ?? 'quality',
      severity: 'medium',
      department: 'production',
      discoveryDate: createdAt.toISOString().slice(0, 10),
      analysisResult: report,
      confidence: [60, 70, 75, 85, 85, 92][i % 6] ?? 85,
      rating: (i * 31) % 6,
      status: i % 10 === 0 ? 'in_progress' : 'completed',
      searchText: foldTurkish(`${title} ${description} ${report.problemType}`),
      createdAt,
      updatedAt: createdAt,
    });
    if (batch.length === 500) await db.insert(aiAnalyses).values(batch.splice(0));
  }
  if (batch.length > 0) await db.insert(aiAnalyses).values(batch);
  await db.execute(sql`analyze ai_analyses`);
}

/** The table's rows, and each request's latencies by its name (the README quotes three). */
async function benchHistory(): Promise<{ rows: (string | number)[][]; byName: Map<string, Summary> }> {
  const database = await openPglite(undefined);
  const ctx = await createContext(
    { ...loadConfig({ DEMO_MODE: 'true', LOG_LEVEL: 'silent' }), webDist: '/nonexistent' },
    database,
  );
  // Realtime stays off here: the 10 000 bulk inserts would otherwise each be loaded for live clients.
  const app = await buildApp(ctx, { logger: false });
  await app.ready();
  try {
    const t0 = performance.now();
    await seedHistory(database.db);
    console.log(
      `History: ${HISTORY_ROWS} analyses inserted directly in ${fmt((performance.now() - t0) / 1000, 1)} s.`,
    );
    const cookie = await demoCookie(app);
    const scenarios: [string, string][] = [
      ['newest first, first page (50)', '/api/analyses'],
      ["search 'çapak', sort rating", `/api/analyses?search=${encodeURIComponent('çapak')}&sort=rating`],
      [
        "search 'capak hat 3', sort confidence",
        `/api/analyses?search=${encodeURIComponent('capak hat 3')}&sort=confidence`,
      ],
      ["category 'kalite', sort date, 200 rows", `/api/analyses?category=kalite&limit=200`],
      ['deep page (offset 9 000)', '/api/analyses?offset=9000&sort=rating'],
      ['no match search', `/api/analyses?search=${encodeURIComponent('hiçbirşey')}`],
      ['GET /api/analyses/stats', '/api/analyses/stats'],
    ];
    const rows: (string | number)[][] = [];
    const byName = new Map<string, Summary>();
    for (const [name, url] of scenarios) {
      const samples: number[] = [];
      let total = 0;
      for (let i = 0; i < HISTORY_REPEATS + 5; i++) {
        const started = performance.now();
        const res = await app.inject({ method: 'GET', url, headers: { cookie } });
        if (i >= 5) samples.push(performance.now() - started); // first five warm the caches
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
        total = (res.json() as { total?: number }).total ?? total;
      }
      const s = summary(samples);
      byName.set(name, s);
      rows.push([name, total, s.n, fmt(s.p50, 2), fmt(s.p99, 2), fmt(s.max, 1)]);
    }
    const [pdfRow] = await database.db.select({ id: aiAnalyses.id }).from(aiAnalyses).limit(1);
    const pdfSamples: number[] = [];
    for (let i = 0; i < 12; i++) {
      const started = performance.now();
      await app.inject({ method: 'GET', url: `/api/analyses/${pdfRow?.id}/pdf`, headers: { cookie } });
      if (i >= 2) pdfSamples.push(performance.now() - started);
    }
    const p = summary(pdfSamples);
    rows.push([
      'GET /api/analyses/:id/pdf (one report)',
      1,
      p.n,
      fmt(p.p50, 2),
      fmt(p.p99, 2),
      fmt(p.max, 1),
    ]);
    return { rows, byName };
  } finally {
    await app.close();
    await database.close();
  }
}

console.log(
  `8D analyses benchmark on ${os.cpus().length} CPU cores (load average ${os.loadavg()[0]?.toFixed(1)}), Node ${process.version}, in-memory PGlite, app.inject (no sockets).`,
);
const search = benchSearch();
printTable(
  'Knowledge search latency per query',
  ['search', 'samples', 'p50', 'p99', 'max', 'unit'],
  search.rows,
);
const create = await benchCreate();
printTable(
  `Analyses created through the API for ${CREATE_SECONDS} s (knowledge search + report + insert + realtime load)`,
  ['route', 'created', 'per s', 'p50 ms', 'p99 ms', 'max ms'],
  create.rows,
);
const history = await benchHistory();
printTable(
  `History page over ${HISTORY_ROWS} analyses (${HISTORY_REPEATS} requests each)`,
  ['request', 'total', 'samples', 'p50 ms', 'p99 ms', 'max ms'],
  history.rows,
);
// The README quotes three of the history's requests.
const latency = (name: string) => history.byName.get(name) ?? summary([]);
const firstPage = latency('newest first, first page (50)');
const turkish = latency("search 'çapak', sort rating");
const stats = latency('GET /api/analyses/stats');
printReadmeRows([
  {
    rows: [
      [
        'knowledge search over the whole base',
        `p50 ${readmeNumber(search.whole.p50 * 1000)} µs, p99 ${fmt(search.whole.p99, 1)} ms per query`,
      ],
      [
        'analyses created through the API',
        `${readmeNumber(create.perSecond)} per s sequential, p99 ${readmeNumber(create.latency.p99)} ms`,
      ],
      [
        `history page with ${readmeNumber(HISTORY_ROWS)} analyses`,
        `first page p50 ${readmeNumber(firstPage.p50)} ms / p99 ${readmeNumber(firstPage.p99)} ms; ` +
          `Turkish search p50 ${readmeNumber(turkish.p50)} ms; stats p50 ${readmeNumber(stats.p50)} ms`,
      ],
    ],
  },
]);
