/**
 * Cp/Cpk benchmark: the domain calculation on 1 000 000 values, parsing and exporting that many, and
 * the API's latency for a measuring station's 30 values under load (autocannon, 10 s, loopback only).
 * Run: node --import tsx bench/capability.ts   (prints figures, asserts nothing)
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { calculateCapability } from '../src/domain/capability/capability';
import { buildCapabilityCsv } from '../src/domain/capability/capability-export';
import { formatRawNumberIn } from '../src/domain/capability/number-format';
import { parseMeasurements } from '../src/domain/capability/parse-measurements';
import { generateSamples } from '../src/domain/capability/sample-generator';
import { createTestApp } from '../src/server/testing/test-app';
import { printReadmeRows, readmeNumber, threeFigures } from './support/readme-rows';

// autocannon ships no type declarations: only the part used here is typed.
interface Histogram {
  average: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}
interface AutocannonResult {
  requests: Histogram & { total: number };
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
}
interface AutocannonOptions {
  url: string;
  method: 'POST';
  duration: number;
  connections: number;
  headers: Record<string, string>;
  body: string;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>;

const SPEC = { nominal: 100, upperTolerance: 0.5, lowerTolerance: 0.5 };
const RUNS = 7;

function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN;
}

/** Runs `work` once to warm up, then RUNS times; median and p99 in ms (with 7 runs p99 is the slowest). */
function time(work: () => unknown): { median: number; p99: number } {
  work();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p99: percentile(samples, 99) };
}

function samples(count: number, seed: number): number[] {
  const outcome = generateSamples({ ...SPEC, count, seed });
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome.values;
}

const rows: { figure: string; value: string }[] = [];
const ms = (x: number) => `${x.toFixed(1)} ms`;

// --- domain ---------------------------------------------------------------------------------
const million = samples(1_000_000, 20_261_121);
const domain = time(() => {
  const outcome = calculateCapability({ ...SPEC, values: million });
  if (!outcome.ok) throw new Error(outcome.error.message);
});
rows.push({ figure: 'calculateCapability, 1 000 000 values: median', value: ms(domain.median) });
rows.push({ figure: 'calculateCapability, 1 000 000 values: p99', value: ms(domain.p99) });

const pasted = million.map((value) => formatRawNumberIn(value, 'tr')).join('\n');
const parse = time(() => parseMeasurements(pasted));
rows.push({
  figure: `parseMeasurements, 1 000 000 values (${(pasted.length / 1e6).toFixed(1)} MB): median`,
  value: ms(parse.median),
});

const result = calculateCapability({ ...SPEC, values: million });
if (!result.ok) throw new Error(result.error.message);
const csv = time(() => buildCapabilityCsv({ ...SPEC, values: million }, result.result, new Date()));
rows.push({ figure: 'buildCapabilityCsv, 1 000 000 values: median', value: ms(csv.median) });

// --- API ------------------------------------------------------------------------------------
/** The README's API row, set once its measurements are in. */
let apiRow: string[] = [];
const test = await createTestApp();
try {
  await test.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = test.app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'kalite', password: 'kalite123' }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  // same-origin request: content-type JSON, no cross-site Origin, the session cookie
  const headers = { cookie, 'content-type': 'application/json' };
  const url = `${base}/api/calculations/capability`;

  const station = samples(30, 7);
  const load = await autocannon({
    url,
    method: 'POST',
    duration: 10,
    connections: 10,
    headers,
    body: JSON.stringify({ ...SPEC, values: station }),
  });
  rows.push({
    figure: 'API 30 values, 10 connections, 10 s: requests/s',
    value: load.requests.average.toFixed(0),
  });
  rows.push({ figure: 'API 30 values: latency p50', value: `${load.latency.p50} ms` });
  rows.push({ figure: 'API 30 values: latency p99', value: `${load.latency.p99} ms` });
  rows.push({
    figure: 'API 30 values: errors / timeouts / non-2xx',
    value: `${load.errors} / ${load.timeouts} / ${load.non2xx}`,
  });

  // one large request at a time: what a full-production export costs end to end (JSON both ways)
  const body = JSON.stringify({ ...SPEC, values: million });
  const large: number[] = [];
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    const res = await fetch(url, { method: 'POST', headers, body });
    if (!res.ok) throw new Error(`large request failed: ${res.status}`);
    await res.arrayBuffer();
    large.push(performance.now() - start);
  }
  large.sort((a, b) => a - b);
  rows.push({
    figure: `API 1 000 000 values (${(body.length / 2 ** 20).toFixed(1)} MiB body), 3 runs: median`,
    value: ms(percentile(large, 50)),
  });
  apiRow = [
    `\`POST /api/calculations/capability\`, ${station.length} values`,
    `${threeFigures(load.requests.average)} req/s, p99 ${readmeNumber(load.latency.p99)} ms; ` +
      `${readmeNumber(million.length)} values (${readmeNumber(body.length / 2 ** 20)} MiB body) ${readmeNumber(percentile(large, 50))} ms`,
  ];
} finally {
  await test.close();
}

console.log('\nCp/Cpk benchmark (Node %s, %s)\n', process.versions.node, test.ctx.database.kind);
console.table(rows);
printReadmeRows([
  {
    rows: [
      [
        `\`calculateCapability\` on ${readmeNumber(million.length)} values`,
        `median ${readmeNumber(domain.median)} ms; parse ${readmeNumber(million.length)} pasted values ${readmeNumber(parse.median)} ms`,
      ],
      apiRow,
    ],
  },
]);
