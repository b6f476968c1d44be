import os from 'node:os';
import autocannon, { type Result } from 'autocannon';
import { type ChildServer, startChildServer } from './support/child-server';
import { printReadmeRows, readmeNumber, threeFigures } from './support/readme-rows';
import { fmt, median, printTable } from './support/table';

// GET /api/auth/me of the real app (session cookie, auth hook, cross-site guard, security headers,
// zod response check, access log) against bare Fastify routes, measured the same way in one run: one
// answering the very same body (the target's figure: what the app's layers cost), and the small
// 3-field answer earlier runs compared with (the 336-byte body alone costs a bare route up to 16 %).

const CONNECTIONS = 50;
// The real app starts background work (seeding checks, the deadline job, JIT of many modules): a
// longer discarded warm-up measures the steady state of every server.
const WARMUP_S = 5;
const RUN_S = 3;
const ROUNDS = 10;
const TARGET_RATIO = 0.6;

type Kind = 'real' | 'bare-same' | 'bare';
const KINDS: readonly Kind[] = ['real', 'bare-same', 'bare'];
const NAMES: Record<Kind, string> = {
  real: 'real app /api/auth/me',
  'bare-same': 'bare route, same answer',
  bare: 'bare route, 3-field answer',
};

function load(server: ChildServer, duration: number): Promise<Result> {
  // The same request shape for every server: the bare ones just ignore the cookie.
  return autocannon({
    url: `${server.url}/api/auth/me`,
    connections: CONNECTIONS,
    duration,
    headers: { cookie: server.cookie },
  });
}

console.log(
  `GET /api/auth/me benchmark. Setup: each server runs in its own child process (node --import tsx, 127.0.0.1:0; the real app with npm start's default logging — info, one access line per request — to a file, the bare routes without a logger);` +
    ` autocannon runs in this parent process, so load generator and server never share an event loop.` +
    ` Servers: the real app; a bare Fastify route answering the real app's own /me body ('bare-same': only the app's layers differ); the bare route of earlier runs, answering 3 fields.` +
    ` ${CONNECTIONS} connections, pipelining 1; all servers run throughout, each gets a ${WARMUP_S} s warm-up (discarded), then ${ROUNDS} rounds of one ${RUN_S} s run per server, the order rotating each round;` +
    ` ${os.cpus().length} CPU cores shared by all processes (load average now ${os.loadavg()[0]?.toFixed(1)}). Real app: in-memory PGlite, demo user 'kalite' signed in;` +
    ` its session is cached in memory for 30 s, so /me mostly answers without a query.`,
);

// This machine's speed drifts by tens of per cent within a minute (shared host). The ratio of runs
// seconds apart, in the same round, is little affected; the median over the rounds is the figure.
const real = await startChildServer('real');
const answer = await fetch(`${real.url}/api/auth/me`, { headers: { cookie: real.cookie } });
if (!answer.ok) throw new Error(`real app /api/auth/me answered ${answer.status}`);
const body = await answer.text();
const servers: Record<Kind, ChildServer> = {
  real,
  'bare-same': await startChildServer('bare-same', { BENCH_BODY: body }),
  bare: await startChildServer('bare'),
};
const runs: { round: number; kind: Kind; result: Result; cpuPerRequest: number }[] = [];
try {
  for (const kind of KINDS) await load(servers[kind], WARMUP_S);
  for (let round = 0; round < ROUNDS; round++) {
    const order = KINDS.map((_, i) => KINDS[(i + round) % KINDS.length] as Kind);
    for (const kind of order) {
      const cpuBefore = await servers[kind].cpuMicros();
      const result = await load(servers[kind], RUN_S);
      const cpuPerRequest = ((await servers[kind].cpuMicros()) - cpuBefore) / result.requests.total;
      if (result.non2xx > 0 || result.errors > 0) {
        console.warn(`${kind}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      }
      runs.push({ round, kind, result, cpuPerRequest });
    }
  }
} finally {
  await Promise.all(KINDS.map((kind) => servers[kind].stop()));
}

const runOf = (round: number, kind: Kind) => {
  const run = runs.find((r) => r.round === round && r.kind === kind);
  if (!run) throw new Error(`run ${kind} of round ${round} missing`);
  return run;
};
const of = (round: number, kind: Kind): Result => runOf(round, kind).result;
const cpuOf = (round: number, kind: Kind): number => runOf(round, kind).cpuPerRequest;
const rate = (round: number, kind: Kind) => of(round, kind).requests.average;
const rounds = Array.from({ length: ROUNDS }, (_, round) => round);
const ratioTo = (bare: Kind) => median(rounds.map((round) => rate(round, 'real') / rate(round, bare)));

printTable(
  'GET /api/auth/me — each round: requests per second (p99 latency, ms; server CPU µs per request) of each server',
  ['round', ...KINDS.map((kind) => NAMES[kind]), 'real / same', 'real / 3-field', 'errors+non2xx'],
  rounds.map((round) => [
    String(round + 1),
    ...KINDS.map(
      (kind) =>
        `${fmt(rate(round, kind), 0)} (${fmt(of(round, kind).latency.p99, 0)}; ${fmt(cpuOf(round, kind), 1)})`,
    ),
    fmt(rate(round, 'real') / rate(round, 'bare-same'), 2),
    fmt(rate(round, 'real') / rate(round, 'bare'), 2),
    KINDS.reduce((sum, kind) => sum + of(round, kind).non2xx + of(round, kind).errors, 0),
  ]),
);
const medianRate = (kind: Kind) => median(rounds.map((round) => rate(round, kind)));
const ratioSame = ratioTo('bare-same');
const ratioSmall = ratioTo('bare');
const realP99 = median(rounds.map((round) => of(round, 'real').latency.p99));
const medianCpu = (kind: Kind) => median(rounds.map((round) => cpuOf(round, kind)));
// The same comparison in CPU: how much of the real app's cost per request a bare route has.
const cpuRatio = median(rounds.map((round) => cpuOf(round, 'bare-same') / cpuOf(round, 'real')));
printTable(
  `Median of the ${ROUNDS} rounds`,
  ['figure', 'value', 'target'],
  [
    ...KINDS.map((kind) => [`${NAMES[kind]} req/s`, fmt(medianRate(kind), 0), '']),
    ['real app p99 ms', fmt(realP99, 1), ''],
    ...KINDS.map((kind) => [`${NAMES[kind]} server CPU µs per request`, fmt(medianCpu(kind), 1), '']),
    ['CPU per request ratio bare route with the same answer / real', fmt(cpuRatio, 2), ''],
    ['req/s ratio real / bare route with the same answer', fmt(ratioSame, 2), `>= ${TARGET_RATIO}`],
    ['req/s ratio real / bare route with the 3-field answer', fmt(ratioSmall, 2), ''],
  ],
);
printReadmeRows([
  {
    rows: [
      [
        `\`GET /api/auth/me\`, ${CONNECTIONS} connections (median of ${ROUNDS} rounds of ${RUN_S} s runs), **\`npm start\`'s default logging** (info, one access line per request, to a file)`,
        `${threeFigures(medianRate('real'))} req/s, p99 ${readmeNumber(realP99)} ms` +
          ` — bare Fastify route answering the same ${Buffer.byteLength(body)} bytes ${threeFigures(medianRate('bare-same'))} req/s:` +
          ` **ratio ${fmt(ratioSame, 2)}** (target ≥ ${TARGET_RATIO}); against the 3-field bare route of earlier runs` +
          ` (${threeFigures(medianRate('bare'))} req/s) ${fmt(ratioSmall, 2)}; server CPU per request` +
          ` ${readmeNumber(medianCpu('real'), 1)} µs against ${readmeNumber(medianCpu('bare-same'), 1)} µs (${fmt(cpuRatio, 2)})`,
      ],
    ],
  },
]);
