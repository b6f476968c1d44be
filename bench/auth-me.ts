import os from 'node:os';
import autocannon, { type Result } from 'autocannon';
import { type ChildServer, startChildServer } from './support/child-server';
import { printReadmeRows, readmeNumber, threeFigures } from './support/readme-rows';
import { fmt, printTable } from './support/table';

// GET /api/auth/me of the real app (session cookie, auth hook, cross-site guard, helmet, zod
// serializer) against a bare Fastify route returning a small JSON, measured the same way in one run.

const CONNECTIONS = 50;
// The real app starts background work (seeding checks, the deadline job, JIT of many modules): a
// longer discarded warm-up measures the steady state of both servers.
const WARMUP_S = 5;
const RUN_S = 3;
const PAIRS = 10;
const TARGET_RATIO = 0.6;

type Kind = 'real' | 'bare';

function load(server: ChildServer, duration: number): Promise<Result> {
  // The same request shape for both servers: the bare one just ignores the cookie.
  return autocannon({
    url: `${server.url}/api/auth/me`,
    connections: CONNECTIONS,
    duration,
    headers: { cookie: server.cookie },
  });
}

console.log(
  `GET /api/auth/me benchmark. Setup: each server runs in its own child process (node --import tsx, 127.0.0.1:0; the real app with npm start's default logging — info, one access line per request — to a file, the bare route without a logger);` +
    ` autocannon runs in this parent process, so load generator and server never share an event loop.` +
    ` ${CONNECTIONS} connections, pipelining 1; both servers run throughout, each gets a ${WARMUP_S} s warm-up (discarded), then ${PAIRS} pairs of ${RUN_S} s runs, alternately real-bare and bare-real;` +
    ` ${os.cpus().length} CPU cores shared by both processes (load average now ${os.loadavg()[0]?.toFixed(1)}). Real app: in-memory PGlite, demo user 'kalite' signed in;` +
    ` its session is cached in memory for 30 s, so /me mostly answers without a query.`,
);

// This machine's speed drifts by tens of per cent within a minute (shared host). The ratio of the two
// runs of a pair, seconds apart, is little affected; the median of ten pairs is the figure.
const servers = { real: await startChildServer('real'), bare: await startChildServer('bare') };
const runs: { pair: number; kind: Kind; result: Result }[] = [];
try {
  for (const kind of ['real', 'bare'] as const) await load(servers[kind], WARMUP_S);
  for (let pair = 0; pair < PAIRS; pair++) {
    const order: Kind[] = pair % 2 === 0 ? ['real', 'bare'] : ['bare', 'real'];
    for (const kind of order) {
      const result = await load(servers[kind], RUN_S);
      if (result.non2xx > 0 || result.errors > 0) {
        console.warn(`${kind}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      }
      runs.push({ pair, kind, result });
    }
  }
} finally {
  await Promise.all([servers.real.stop(), servers.bare.stop()]);
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const of = (pair: number, kind: Kind): Result => {
  const run = runs.find((r) => r.pair === pair && r.kind === kind);
  if (!run) throw new Error(`run ${kind} of pair ${pair} missing`);
  return run.result;
};
const pairs = Array.from({ length: PAIRS }, (_, pair) => ({
  pair,
  real: of(pair, 'real'),
  bare: of(pair, 'bare'),
  ratio: of(pair, 'real').requests.average / of(pair, 'bare').requests.average,
}));

printTable(
  'GET /api/auth/me — each pair: requests per second and p99 latency (ms) of both servers',
  ['pair', 'order', 'real req/s', 'real p99', 'bare req/s', 'bare p99', 'ratio', 'errors+non2xx'],
  pairs.map(({ pair, real, bare, ratio }) => [
    String(pair + 1),
    pair % 2 === 0 ? 'real-bare' : 'bare-real',
    fmt(real.requests.average, 0),
    fmt(real.latency.p99, 0),
    fmt(bare.requests.average, 0),
    fmt(bare.latency.p99, 0),
    fmt(ratio, 2),
    real.non2xx + real.errors + bare.non2xx + bare.errors,
  ]),
);
const ratio = median(pairs.map((p) => p.ratio));
const realRate = median(pairs.map((p) => p.real.requests.average));
const bareRate = median(pairs.map((p) => p.bare.requests.average));
const realP99 = median(pairs.map((p) => p.real.latency.p99));
printTable(
  `Median of the ${PAIRS} pairs`,
  ['figure', 'value', 'target'],
  [
    ['real app req/s', fmt(realRate, 0), ''],
    ['bare route req/s', fmt(bareRate, 0), ''],
    ['real app p99 ms', fmt(realP99, 1), ''],
    ['req/s ratio real / bare (median of pair ratios)', fmt(ratio, 2), `>= ${TARGET_RATIO}`],
  ],
);
printReadmeRows([
  {
    rows: [
      [
        `\`GET /api/auth/me\`, ${CONNECTIONS} connections (median of ${PAIRS} pairs of ${RUN_S} s runs), **\`npm start\`'s default logging** (info, one access line per request, to a file)`,
        `${threeFigures(realRate)} req/s, p99 ${readmeNumber(realP99)} ms` +
          ` — bare Fastify route in the same pairs ${threeFigures(bareRate)} req/s:` +
          ` **ratio ${fmt(ratio, 2)}** (target ≥ ${TARGET_RATIO})`,
      ],
    ],
  },
]);
