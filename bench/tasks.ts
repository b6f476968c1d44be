/**
 * Work-tracking benchmark: the task list (my tasks, search, filters, a deep page), the dashboard and
 * the team workload over TASKS tasks of 200 users (p99 via autocannon), and live task events fanned
 * out to 200 WebSocket clients (events delivered per second, 2 000 updates).
 * Run: node --import tsx bench/tasks.ts   (prints figures, asserts nothing; loopback only)
 *   TASKS=100000        tasks to seed (default 10 000)
 *   DB=postgres         a fresh database on DATABASE_URL's server (default postgres://root@127.0.0.1:5432/test),
 *                       dropped afterwards; default DB=pglite (in memory)
 *   FANOUT=0            skip the WebSocket fan-out part
 * The server is `npm start`'s: default configuration, logging on (info, one access line per request),
 * its log written to a file in the temp folder as under a service manager.
 *
 * The server runs in a child process (this file with the argument `server`), so autocannon and the
 * 200 WebSocket clients never share the server's event loop.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import WebSocket from 'ws';
import { printReadmeRows, readmeNumber, RUN, threeFigures, type ReadmeTable } from './support/readme-rows';
import { fmt, printTable } from './support/table';
import { eq, sql } from 'drizzle-orm';
import { taskSearchText } from '../src/domain/tasks/task-filter';
import { addDays, zonedDate } from '../src/domain/shared/calendar';
import { TASK_PRIORITIES, TASK_STATUSES } from '../src/domain/tasks/contract';
import { buildApp } from '../src/server/app';
import { SESSION_COOKIE } from '../src/server/auth-kit/session-store';
import { loadConfig } from '../src/server/config';
import { createContext } from '../src/server/create-context';
import type { Database } from '../src/server/db/database';
import { openPglite } from '../src/server/db/open-pglite';
import { openPostgres } from '../src/server/db/open-postgres';
import { tasks, users } from '../src/server/db/schema';

const USERS = 200;
const TASKS = Number(process.env.TASKS ?? 10_000);
const ENGINE = process.env.DB === 'postgres' ? 'postgres' : 'pglite';
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const FANOUT = process.env.FANOUT !== '0';
const UPDATES = 2_000;
const CONNECTIONS = 10;
const WARMUP_S = 2;
const DURATION_S = 6;
const EVENT_TIMEOUT_MS = 180_000;
const DEEP_PAGE = 5_000;
const PAGE = 50;

const ENDPOINTS = [
  ['list, newest, 50 per page', '/api/tasks?limit=50'],
  ['list, my tasks (the default view)', '/api/tasks?scope=mine&limit=50'],
  ['list, Turkish search', '/api/tasks?search=kal%C4%B1p%20bak%C4%B1m&limit=50'],
  ['list, search by assignee name + #tag', '/api/tasks?search=%C3%96zt%C3%BCrk%20%23spc&limit=50'],
  ['list, status + priority, by due date', '/api/tasks?status=in_progress&priority=high&sort=due&limit=50'],
  // The cursor after the first 5 000 tasks is found by walking the pages before measuring.
  [`list, page after ${fmt(DEEP_PAGE, 0)} tasks, by priority`, 'deep'],
  ['dashboard stats', '/api/tasks/stats'],
  ['team workload (200 cards)', '/api/team/workload'],
] as const;
/** The README's words for the two endpoints it names otherwise. */
const README_NAMES: Readonly<Record<string, string>> = {
  'list, search by assignee name + #tag': "list, search by assignee name + '#tag'",
  [`list, page after ${fmt(DEEP_PAGE, 0)} tasks, by priority`]: `list, page after ${readmeNumber(DEEP_PAGE)} tasks`,
};

interface Child {
  process: ChildProcess;
  info: SeededServer;
}

interface SeededServer {
  url: string;
  /** One session cookie per user. */
  cookies: string[];
}

const WORDS = [
  'Kalıp bakımı',
  'PPAP hazırlığı',
  'SPC eğitimi',
  'Cpk çalışması',
  '8D raporu',
  'Mastar kalibrasyonu',
  'Çapak analizi',
  'Boya tonu kontrolü',
  'FMEA güncellemesi',
  'Tedarikçi denetimi',
];
const PARTS = [
  'ön tampon',
  'kapı paneli',
  'ön konsol',
  'K-118',
  'K-204',
  'hat 3',
  'makine 7',
  'robot hücresi',
];

/** A fresh PostgreSQL database for this run, dropped again by the returned close(). */
async function openBenchPostgres(): Promise<Database> {
  const name = `ka_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(POSTGRES_URL);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString());
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Child process: `npm start`'s app (default config, logging on) with USERS users and TASKS tasks; answers IPC 'updates'. */
async function startSeededServer(userCount: number, taskCount: number): Promise<void> {
  if (!process.send) throw new Error('the server needs an IPC channel');
  const database = ENGINE === 'postgres' ? await openBenchPostgres() : await openPglite(undefined);
  const ctx = await createContext(
    { ...loadConfig({ DEMO_MODE: 'false' }), webDist: '/nonexistent' },
    database,
  );
  const app = await buildApp(ctx);
  const db = ctx.db;
  // Bench users never log in with a password: sessions are created directly.
  const created = await db
    .insert(users)
    .values(
      Array.from({ length: userCount }, (_, i) => ({
        username: `kullanici${i}`,
        usernameKey: `kullanici${i}`,
        email: `kullanici${i}@firma.com.tr`,
        fullName: `Çalışan ${String(i).padStart(3, '0')} Öztürk`,
        role: 'Kalite Mühendisi',
        passwordHash: 'not-a-login-account',
      })),
    )
    .returning({ id: users.id, fullName: users.fullName });
  // Planner statistics after the bulk load, as a running server has them within a minute (autovacuum
  // on PostgreSQL, the server's own auto-analyze check on PGlite).
  const analyze = () => db.execute(sql`analyze`);
  const today = zonedDate(new Date());
  let seed = 42;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  for (let start = 0; start < taskCount; start += 500) {
    const rows = Array.from({ length: Math.min(500, taskCount - start) }, () => {
      const status = pick(TASK_STATUSES);
      const estimated = 1 + Math.floor(rnd() * 40);
      const title = `${pick(WORDS)} – ${pick(PARTS)}`;
      const description = `${pick(WORDS)} için ${pick(PARTS)} üzerinde çalışma`;
      const category = pick(['Kalite', 'Bakım', 'Proses', 'Eğitim']);
      const tags = [pick(['PPAP', 'SPC', '8D', 'MSA'])];
      const assignee = pick(created);
      const assigneeId = assignee.id;
      return {
        title,
        description,
        category,
        tags,
        assigneeId,
        createdBy: pick(created).id,
        status,
        priority: pick(TASK_PRIORITIES),
        estimatedHours: estimated,
        completedHours: status === 'completed' ? estimated : Math.floor(rnd() * estimated),
        dueDate: addDays(today, Math.floor(rnd() * 60) - 30),
        completedAt:
          status === 'completed' ? new Date(Date.now() - Math.floor(rnd() * 20 * 86_400_000)) : null,
        searchText: taskSearchText({ title, description, category, tags, assigneeName: assignee.fullName }),
        createdAt: new Date(Date.now() - Math.floor(rnd() * 90 * 86_400_000)),
      };
    });
    await db.insert(tasks).values(rows);
  }
  await analyze();
  const cookies: string[] = [];
  for (const u of created) cookies.push(`${SESSION_COOKIE}=${(await ctx.sessions.create(u.id)).token}`);
  // Live events start after the bulk load: 100 000 seeded rows are not 100 000 events to load and send.
  await ctx.realtime.start();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');
  const ids = (await db.select({ id: tasks.id }).from(tasks).limit(100)).map((r) => r.id);
  process.on('message', (message: { type?: string; count?: number }) => {
    if (message.type !== 'updates') return;
    void (async () => {
      // Each update is its own statement: one NOTIFY, one row load, one broadcast per update.
      for (let i = 0; i < (message.count ?? 0); i++) {
        await db
          .update(tasks)
          .set({ completedHours: sql`${tasks.completedHours} + 0.25`, updatedAt: new Date() })
          .where(eq(tasks.id, ids[i % ids.length] ?? ''));
      }
    })();
  });
  process.on(
    'SIGTERM',
    () =>
      void ctx.realtime
        .stop()
        .then(() => app.close())
        .then(() => database.close())
        .finally(() => process.exit(0)),
  );
  process.send({ url: `http://127.0.0.1:${address.port}`, cookies } satisfies SeededServer);
}

const LOG_FILE = path.join(os.tmpdir(), `kalite-bench-tasks-${process.pid}.log`);

function startChild(): Promise<Child> {
  // The access log goes to a file, as under a service manager: writing it is part of the cost measured.
  const log = fs.openSync(LOG_FILE, 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), 'server'], {
    stdio: ['ignore', log, 'inherit', 'ipc'],
  });
  fs.closeSync(log);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('server did not start within 20 minutes'));
    }, 1_200_000);
    child.once('exit', (code) => reject(new Error(`server exited with code ${code}`)));
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve({ process: child, info: message as SeededServer });
    });
  });
}

/** The list URL whose page starts after the first `depth` tasks in priority order (cursor walked page by page). */
async function deepPageUrl(child: Child, depth: number): Promise<string> {
  const base = `/api/tasks?limit=${PAGE}&sort=priority`;
  let cursor: string | null = null;
  for (let seen = 0; seen < depth; seen += PAGE) {
    const url: string = cursor ? `${base}&cursor=${encodeURIComponent(cursor)}` : base;
    const res: Response = await fetch(`${child.info.url}${url}`, {
      headers: { cookie: child.info.cookies[0] ?? '' },
    });
    cursor = ((await res.json()) as { nextCursor: string | null }).nextCursor;
    if (!cursor) throw new Error(`fewer than ${depth} tasks`);
  }
  return `${base}&cursor=${encodeURIComponent(cursor ?? '')}`;
}

async function measure(url: string, cookie: string): Promise<Result> {
  const options = { url, connections: CONNECTIONS, headers: { cookie } };
  await autocannon({ ...options, duration: WARMUP_S });
  return autocannon({ ...options, duration: DURATION_S });
}

function percentile(sorted: readonly number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN;
}

/**
 * Opens one socket per user, has the server apply UPDATES task updates, counts what arrives: the
 * table's row and the README's figure.
 */
async function fanOut(child: Child): Promise<{ rows: (string | number)[][]; figure: string }> {
  const base = child.info.url.replace('http', 'ws');
  const sockets = await Promise.all(
    child.info.cookies.map(
      (cookie) =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(`${base}/api/realtime`, { headers: { cookie } });
          socket.once('open', () => resolve(socket));
          socket.once('error', reject);
        }),
    ),
  );
  // Let the presence broadcasts of 200 connections settle before measuring task events.
  await new Promise((r) => setTimeout(r, 3000));
  let delivered = 0;
  const delays: number[] = [];
  const expected = UPDATES * sockets.length;
  let done: () => void = () => {};
  const finished = new Promise<void>((resolve) => (done = resolve));
  for (const socket of sockets) {
    socket.on('message', (data) => {
      const text = String(data);
      if (!text.startsWith('{"table":"tasks"')) return;
      delivered++;
      const updatedAt = (JSON.parse(text) as { new?: { updatedAt?: string } }).new?.updatedAt;
      if (updatedAt && delivered % 50 === 0) delays.push(Date.now() - Date.parse(updatedAt));
      if (delivered === expected) done();
    });
  }
  const started = Date.now();
  child.process.send({ type: 'updates', count: UPDATES });
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, EVENT_TIMEOUT_MS));
  await Promise.race([finished, timeout]);
  const seconds = (Date.now() - started) / 1000;
  for (const s of sockets) s.close();
  delays.sort((a, b) => a - b);
  const figure =
    `${readmeNumber(UPDATES)} task updates → ${readmeNumber(delivered)} deliveries` +
    `${delivered === expected ? '' : ` of ${readmeNumber(expected)}`} in ${fmt(seconds, 1)} s ` +
    `(${threeFigures(delivered / seconds)} events/s), ` +
    `delay p50 ${readmeNumber(percentile(delays, 50))} ms / p99 ${readmeNumber(percentile(delays, 99))} ms`;
  const rows = [
    [
      String(sockets.length),
      String(UPDATES),
      String(delivered),
      String(expected),
      fmt(seconds, 1),
      fmt(delivered / seconds, 0),
      fmt(UPDATES / seconds, 0),
      fmt(percentile(delays, 50), 0),
      fmt(percentile(delays, 99), 0),
    ],
  ];
  return { rows, figure };
}

async function main(): Promise<void> {
  console.log(
    `Work-tracking benchmark: ${fmt(TASKS, 0)} tasks, ${USERS} users, ${ENGINE === 'postgres' ? 'PostgreSQL (local server, fresh database)' : 'in-memory PGlite'}` +
      ` in a child process on 127.0.0.1 (npm start's configuration, access log to ${LOG_FILE});` +
      ` autocannon ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per endpoint;` +
      ` ${os.cpus().length} CPU cores shared with the load generator (load average ${os.loadavg()[0]?.toFixed(1)}).`,
  );
  const child = await startChild();
  try {
    const rows: (string | number)[][] = [];
    // The README's quiet-machine table: one column per run, p50 / p99 ms, p99 in bold at 10 000 tasks.
    const readme: string[][] = [];
    for (const [name, endpoint] of ENDPOINTS) {
      const path = endpoint === 'deep' ? await deepPageUrl(child, DEEP_PAGE) : endpoint;
      const r = await measure(`${child.info.url}${path}`, child.info.cookies[0] ?? '');
      rows.push([
        name,
        fmt(r.requests.average, 0),
        fmt(r.latency.p50, 0),
        fmt(r.latency.p99, 0),
        fmt(r.latency.max, 0),
        String(r.non2xx + r.errors),
      ]);
      const p99 = readmeNumber(r.latency.p99);
      readme.push([
        README_NAMES[name] ?? name,
        `${readmeNumber(r.latency.p50)} / ${TASKS === 10_000 ? `**${p99}**` : p99}`,
      ]);
    }
    printTable(
      'HTTP endpoints (latency in ms)',
      ['endpoint', 'req/s', 'p50', 'p99', 'max', 'errors+non2xx'],
      rows,
    );
    const column = `${ENGINE === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${readmeNumber(TASKS)} (${RUN.load.toFixed(1)})`;
    const tables: ReadmeTable[] = [{ header: [`endpoint (${USERS} users)`, column], rows: readme }];
    if (FANOUT) {
      const fan = await fanOut(child);
      printTable(
        `Live task events: ${UPDATES} task updates fanned out to every connected client (delay = update written → event received, ms, sampled)`,
        [
          'clients',
          'updates',
          'delivered',
          'expected',
          'seconds',
          'events/s delivered',
          'updates/s',
          'delay p50',
          'delay p99',
        ],
        fan.rows,
      );
      tables.push({ rows: [[`live events to ${USERS} WebSocket clients`, fan.figure]] });
    }
    printReadmeRows(tables, ['TASKS', 'DB', 'FANOUT']);
  } finally {
    child.process.removeAllListeners('exit');
    child.process.kill('SIGTERM');
    fs.rmSync(LOG_FILE, { force: true });
  }
}

if (process.argv[2] === 'server') {
  startSeededServer(USERS, TASKS).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
