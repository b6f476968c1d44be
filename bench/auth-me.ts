import os from 'node:os';
import autocannon, { type Result } from 'autocannon';
import { startChildServer } from './support/child-server';
import { printReadmeRows, readmeNumber, threeFigures } from './support/readme-rows';
import { fmt, printTable } from './support/table';

// GET /api/auth/me of the real app (session cookie, auth hook, cross-site guard, helmet, zod
// serializer) against a bare Fastify route returning a small JSON, measured the same way in one run.

const CONNECTIONS = 50;
// The real app starts background work (seeding checks, the deadline job, JIT of many modules): a
// longer discarded warm-up measures the steady state of both servers.
const WARMUP_S = 5;
const DURATION_S = 10;
const TARGET_RATIO = 0.6;

async function measure(kind: 'real' | 'bare'): Promise<Result> {
  const server = await startChildServer(kind);
  try {
    // The same request shape for both servers: the bare one just ignores the cookie.
    const options = {
      url: `${server.url}/api/auth/me`,
      connections: CONNECTIONS,
      headers: { cookie: server.cookie },
    };
    await autocannon({ ...options, duration: WARMUP_S });
    const result = await autocannon({ ...options, duration: DURATION_S });
    if (result.non2xx > 0 || result.errors > 0) {
      console.warn(`${kind}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    }
    return result;
  } finally {
    await server.stop();
  }
}

console.log(
  `GET /api/auth/me benchmark. Setup: each server runs in its own child process (node --import tsx, 127.0.0.1:0; the real app with npm start's default logging — info, one access line per request — to a file, the bare route without a logger);` +
    ` autocannon runs in this parent process, so load generator and server never share an event loop.` +
    ` ${CONNECTIONS} connections, pipelining 1, per run ${WARMUP_S} s warm-up (discarded) + ${DURATION_S} s measured, runs in ABBA order,` +
    ` ${os.cpus().length} CPU cores shared by both processes (load average now ${os.loadavg()[0]?.toFixed(1)}). Real app: in-memory PGlite, demo user 'kalite' signed in;` +
    ` its session is cached in memory for 30 s, so /me mostly answers without a query.`,
);

// ABBA BA order: on a shared 2-core machine, load that drifts during the run weighs on both servers
// alike; three runs each and the median, because single runs here vary by ±20 %.
const ORDER = ['real', 'bare', 'bare', 'real', 'bare', 'real'] as const;
const runs: { kind: 'real' | 'bare'; result: Result }[] = [];
for (const kind of ORDER) runs.push({ kind, result: await measure(kind) });
const mean = (kind: 'real' | 'bare', pick: (r: Result) => number) => {
  const values = runs
    .filter((r) => r.kind === kind)
    .map((r) => pick(r.result))
    .sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? 0;
};

const NAMES = { real: 'real app /api/auth/me', bare: 'bare Fastify route' };
printTable(
  'GET /api/auth/me — each run: requests per second and latency (ms)',
  ['run', 'server', 'req/s', 'mean', 'p50', 'p99', 'requests', 'errors+non2xx'],
  runs.map(({ kind, result: r }, i) => [
    String(i + 1),
    NAMES[kind],
    fmt(r.requests.average, 0),
    fmt(r.latency.average, 2),
    fmt(r.latency.p50, 0),
    fmt(r.latency.p99, 0),
    r.requests.total,
    r.non2xx + r.errors,
  ]),
);
printTable(
  'Median of the three runs per server',
  ['server', 'req/s', 'p99 ms'],
  (['real', 'bare'] as const).map((kind) => [
    NAMES[kind],
    fmt(
      mean(kind, (r) => r.requests.average),
      0,
    ),
    fmt(
      mean(kind, (r) => r.latency.p99),
      1,
    ),
  ]),
);
const ratio = mean('real', (r) => r.requests.average) / mean('bare', (r) => r.requests.average);
printTable(
  'Ratio real / bare',
  ['figure', 'value', 'target'],
  [['req/s ratio', fmt(ratio, 2), `>= ${TARGET_RATIO}`]],
);
printReadmeRows([
  {
    rows: [
      [
        `\`GET /api/auth/me\`, ${CONNECTIONS} connections (median of 3 runs), **\`npm start\`'s default logging** (info, one access line per request, to a file)`,
        `${threeFigures(mean('real', (r) => r.requests.average))} req/s, p99 ${readmeNumber(mean('real', (r) => r.latency.p99))} ms` +
          ` — bare Fastify route in the same run ${threeFigures(mean('bare', (r) => r.requests.average))} req/s:` +
          ` **ratio ${fmt(ratio, 2)}** (target ≥ ${TARGET_RATIO})`,
      ],
    ],
  },
]);
