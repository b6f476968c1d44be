import { performance } from 'node:perf_hooks';
import { hashPassword, verifyPassword } from '../src/server/auth-kit/password';
import { printReadmeRows, readmeNumber } from './support/readme-rows';
import { buildRealApp } from './support/real-app';
import { fmt, printTable } from './support/table';

// Login cost: argon2id (19 MiB, 2 passes, 1 lane) dominates; the rest is the session insert and
// the last-login update. Logins go through the real route (app.inject: no network), on in-memory PGlite.

const HASHES = 20;
const SEQUENTIAL_LOGINS = 40;
const CONCURRENCY = 4;
const CONCURRENT_LOGINS = 80;

async function timeEach(n: number, fn: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return times;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const p = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;

const real = await buildRealApp();
try {
  const login = async () => {
    const res = await real.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'kalite', password: 'kalite123' },
    });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  };
  // Warm-up: JIT, the argon2 thread pool, PGlite's first queries.
  await timeEach(3, login);

  const hashTimes = await timeEach(HASHES, () => hashPassword('kalite123'));
  const stored = await hashPassword('kalite123');
  const verifyTimes = await timeEach(HASHES, () => verifyPassword(stored, 'kalite123'));

  const sequential = await timeEach(SEQUENTIAL_LOGINS, login);
  const seqTotal = sequential.reduce((a, b) => a + b, 0);

  const concurrentTimes: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < CONCURRENT_LOGINS) {
        next++;
        const t0 = performance.now();
        await login();
        concurrentTimes.push(performance.now() - t0);
      }
    }),
  );
  const concurrentTotal = performance.now() - started;

  console.log(
    'Login benchmark: POST /api/auth/login through the real app (app.inject, in-memory PGlite, demo user kalite);' +
      ' argon2id m=19456 KiB, t=2, p=1 via @node-rs/argon2 (runs on the libuv thread pool).',
  );
  printTable(
    'argon2id cost (ms per operation)',
    ['operation', 'n', 'mean', 'p50', 'max'],
    [
      ['hash (sign-up)', HASHES, fmt(mean(hashTimes)), fmt(p(hashTimes, 0.5)), fmt(Math.max(...hashTimes))],
      [
        'verify (login)',
        HASHES,
        fmt(mean(verifyTimes)),
        fmt(p(verifyTimes, 0.5)),
        fmt(Math.max(...verifyTimes)),
      ],
    ],
  );
  printTable(
    'Login rate',
    ['mode', 'logins', 'logins/s', 'mean ms', 'p99 ms'],
    [
      [
        'sequential',
        SEQUENTIAL_LOGINS,
        fmt((SEQUENTIAL_LOGINS / seqTotal) * 1000),
        fmt(mean(sequential)),
        fmt(p(sequential, 0.99)),
      ],
      [
        `${CONCURRENCY} concurrent`,
        CONCURRENT_LOGINS,
        fmt((CONCURRENT_LOGINS / concurrentTotal) * 1000),
        fmt(mean(concurrentTimes)),
        fmt(p(concurrentTimes, 0.99)),
      ],
    ],
  );
  printReadmeRows([
    {
      rows: [
        [
          'login (argon2id m=19 MiB, t=2)',
          `verify ${fmt(mean(verifyTimes))} ms; ${readmeNumber((SEQUENTIAL_LOGINS / seqTotal) * 1000)} logins/s sequential, ` +
            `${readmeNumber((CONCURRENT_LOGINS / concurrentTotal) * 1000)}/s with ${CONCURRENCY} concurrent`,
        ],
      ],
    },
  ]);
} finally {
  await real.close();
}
