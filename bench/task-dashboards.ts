/**
 * Work dashboards at scale: GET /api/tasks/stats, /api/team/workload and /api/tasks/trends over
 * TASKS tasks (default 10 000) of 200 users, p99 via autocannon, 10 connections; stats and workload
 * again while a task is updated every 50 ms (the figures' cache emptied 20 times a second). The server is the
 * production wiring with `npm start`'s default logging (level info, access lines to a file) in a
 * child process, on in-memory PGlite or, with DB=postgres, a fresh database on DATABASE_URL.
 * Run: TASKS=100000 DB=postgres node --import tsx bench/task-dashboards.ts   (prints figures)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { TASK_PRIORITIES, TASK_STATUSES } from '../src/domain/tasks/contract';
import { taskSearchText } from '../src/domain/tasks/task-filter';
import { addDays, zonedDate } from '../src/domain/shared/calendar';
import { SESSION_COOKIE } from '../src/server/auth-kit/session-store';
import { openPglite } from '../src/server/db/open-pglite';
import { tasks, users } from '../src/server/db/schema';
import { openTestDatabase } from '../src/server/testing/test-database';
import { createInstance } from '../src/server/testing/test-app';
import { printReadmeRows, readmeNumber } from './support/readme-rows';
import { fmt, printTable } from './support/table';

const USERS = 200;
const TASKS = Number(process.env.TASKS ?? 10_000);
const ENGINE = process.env.DB === 'postgres' ? 'postgres' : 'pglite';
const CONNECTIONS = 10;
const WARMUP_S = 2;
const DURATION_S = 6;
const ENDPOINTS = [
  ['dashboard stats', '/api/tasks/stats'],
  ['team workload (200 cards)', '/api/team/workload'],
  ['task trends (12 weeks)', '/api/tasks/trends?weeks=12'],
  // The same two while a task is updated every 50 ms: each write empties the figures' cache.
  ['dashboard stats, 20 writes/s', '/api/tasks/stats', 'writes'],
  ['team workload, 20 writes/s', '/api/team/workload', 'writes'],
] as const;
const WRITE_EVERY_MS = 50;

/** Child: seeds USERS users and TASKS tasks (the distribution of bench/tasks.ts) and listens. */
async function serve(): Promise<void> {
  if (!process.send) throw new Error('the server needs an IPC channel');
  process.env.DATABASE_URL ??= 'postgres://root@127.0.0.1:5432/test';
  const database = ENGINE === 'postgres' ? await openTestDatabase('postgres') : await openPglite(undefined);
  const instance = await createInstance(
    database,
    { LOG_LEVEL: 'info', DEMO_MODE: 'false' },
    { logger: true },
  );
  const db = instance.ctx.db;
  const created = await db
    .insert(users)
    .values(
      Array.from({ length: USERS }, (_, i) => ({
        username: `kullanici${i}`,
        usernameKey: `kullanici${i}`,
        email: `kullanici${i}@firma.com.tr`,
        fullName: `Çalışan ${String(i).padStart(3, '0')} Öztürk`,
        role: 'Kalite Mühendisi',
        passwordHash: 'not-a-login-account',
      })),
    )
    .returning({ id: users.id, fullName: users.fullName });
  const today = zonedDate(new Date());
  let seed = 42;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  for (let start = 0; start < TASKS; start += 500) {
    const rows = Array.from({ length: Math.min(500, TASKS - start) }, () => {
      const status = pick(TASK_STATUSES);
      const assignee = pick(created);
      const estimated = 1 + Math.floor(rnd() * 40);
      const title = `Kalıp bakımı – hat ${Math.floor(rnd() * 9)}`;
      return {
        title,
        description: 'Bench görevi',
        category: pick(['Kalite', 'Bakım', 'Proses', 'Eğitim']),
        tags: [pick(['PPAP', 'SPC', '8D', 'MSA'])],
        assigneeId: assignee.id,
        createdBy: pick(created).id,
        status,
        priority: pick(TASK_PRIORITIES),
        estimatedHours: estimated,
        completedHours: status === 'completed' ? estimated : Math.floor(rnd() * estimated),
        dueDate: addDays(today, Math.floor(rnd() * 60) - 30),
        completedAt:
          status === 'completed' ? new Date(Date.now() - Math.floor(rnd() * 20 * 86_400_000)) : null,
        searchText: taskSearchText({
          title,
          description: 'Bench görevi',
          category: 'Kalite',
          tags: [],
          assigneeName: assignee.fullName,
        }),
        createdAt: new Date(Date.now() - Math.floor(rnd() * 90 * 86_400_000)),
      };
    });
    await db.insert(tasks).values(rows);
  }
  const first = created[0];
  if (!first) throw new Error('no users');
  const cookie = `${SESSION_COOKIE}=${(await instance.ctx.sessions.create(first.id)).token}`;
  await instance.app.listen({ host: '127.0.0.1', port: 0 });
  const address = instance.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');
  const ids = (await db.select({ id: tasks.id }).from(tasks).limit(100)).map((r) => r.id);
  let writer: NodeJS.Timeout | undefined;
  let n = 0;
  process.on('message', (message: { writes?: boolean }) => {
    clearInterval(writer);
    if (!message.writes) return;
    writer = setInterval(() => {
      const id = ids[n++ % ids.length] ?? '';
      void db
        .update(tasks)
        .set({ completedHours: sql`${tasks.completedHours} + 0.25`, updatedAt: new Date() })
        .where(eq(tasks.id, id));
    }, WRITE_EVERY_MS);
  });
  process.on(
    'SIGTERM',
    () =>
      void instance
        .close()
        .then(() => database.close())
        .finally(() => process.exit(0)),
  );
  process.send({ url: `http://127.0.0.1:${address.port}`, cookie });
}

async function main(): Promise<void> {
  console.log(
    `Work dashboards: ${TASKS} tasks, ${USERS} users, ${ENGINE} (server in a child process, logging on);` +
      ` autocannon ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per endpoint;` +
      ` ${os.cpus().length} CPU cores (load average ${os.loadavg()[0]?.toFixed(1)}).`,
  );
  const logFile = path.join(os.tmpdir(), `kalite-bench-dashboards-${process.pid}.log`);
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), 'server'], {
    stdio: ['ignore', log, 'inherit', 'ipc'],
  });
  fs.closeSync(log);
  const seeded = Date.now();
  const { url, cookie } = await new Promise<{ url: string; cookie: string }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with code ${code}`)));
    child.once('message', (m) => resolve(m as { url: string; cookie: string }));
  });
  console.log(`seeded in ${fmt((Date.now() - seeded) / 1000, 1)} s`);
  try {
    const rows: string[][] = [];
    const p99 = new Map<string, string>();
    for (const [name, endpoint, mode] of ENDPOINTS) {
      child.send({ writes: mode === 'writes' });
      const options = { url: `${url}${endpoint}`, connections: CONNECTIONS, headers: { cookie } };
      await autocannon({ ...options, duration: WARMUP_S });
      const r = await autocannon({ ...options, duration: DURATION_S });
      rows.push([
        name,
        fmt(r.requests.average, 0),
        fmt(r.latency.p50, 0),
        fmt(r.latency.p99, 0),
        fmt(r.latency.max, 0),
        String(r.non2xx + r.errors),
      ]);
      p99.set(name, readmeNumber(r.latency.p99));
    }
    printTable(
      `Dashboards, ${TASKS} tasks, ${ENGINE} (latency in ms)`,
      ['endpoint', 'req/s', 'p50', 'p99', 'max', 'errors+non2xx'],
      rows,
    );
    // The README's columns: stats, workload, both with writes, then trends.
    printReadmeRows(
      [
        {
          rows: [
            [
              `${ENGINE === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${readmeNumber(TASKS)}`,
              ...[
                'dashboard stats',
                'team workload (200 cards)',
                'dashboard stats, 20 writes/s',
                'team workload, 20 writes/s',
                'task trends (12 weeks)',
              ].map((name) => p99.get(name) ?? ''),
            ],
          ],
        },
      ],
      ['DB', 'TASKS'],
    );
  } finally {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
    fs.rmSync(logFile, { force: true });
  }
}

const run = process.argv[2] === 'server' ? serve : main;
run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
