/**
 * The task list's own cost, without HTTP: `listTasks` called directly, 30 times per query, on a
 * table of 10 000 and then 100 000 tasks (keyset paging must cost the page, not the table).
 * Run: node --import tsx bench/task-list-pages.ts   (SIZES=10000,100000; DB=postgres for a fresh
 * database on DATABASE_URL's server, default in-memory PGlite). Prints figures, asserts nothing.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { TASK_PRIORITIES, TASK_STATUSES, type TTaskFilter } from '../src/domain/tasks/contract';
import { taskSearchText } from '../src/domain/tasks/task-filter';
import type { Database } from '../src/server/db/database';
import { openPglite } from '../src/server/db/open-pglite';
import { openPostgres } from '../src/server/db/open-postgres';
import { tasks, users } from '../src/server/db/schema';
import { listTasks } from '../src/server/tasks-kit/task-queries';
import { printReadmeRows, readmeNumber } from './support/readme-rows';
import { fmt, printTable } from './support/table';

const SIZES = (process.env.SIZES ?? '10000,100000').split(',').map(Number);
const ENGINE = process.env.DB === 'postgres' ? 'postgres' : 'pglite';
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const RUNS = 30;
const WORDS = [
  'Kalıp bakımı',
  'PPAP hazırlığı',
  'SPC eğitimi',
  'Cpk çalışması',
  '8D raporu',
  'Çapak analizi',
];
const PARTS = ['ön tampon', 'kapı paneli', 'ön konsol', 'K-118', 'hat 3', 'robot hücresi'];

async function open(): Promise<{ database: Database; close(): Promise<void> }> {
  if (ENGINE === 'pglite') {
    const database = await openPglite(undefined);
    return { database, close: () => database.close() };
  }
  const name = `ka_bench_pages_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(POSTGRES_URL);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString());
  return {
    database,
    async close() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function seed(database: Database, count: number): Promise<string> {
  const db = database.db;
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        username: `calisan${i}`,
        usernameKey: `calisan${i}`,
        email: `calisan${i}@firma.com.tr`,
        fullName: `Çalışan ${String(i).padStart(3, '0')} Öztürk`,
        passwordHash: 'not-a-login-account',
      })),
    )
    .returning({ id: users.id, fullName: users.fullName });
  let state = 42;
  const rnd = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, () => {
      const assignee = pick(people);
      const title = `${pick(WORDS)} – ${pick(PARTS)}`;
      const description = `${pick(WORDS)} için ${pick(PARTS)} üzerinde çalışma`;
      const tags = [pick(['PPAP', 'SPC', '8D', 'MSA'])];
      return {
        title,
        description,
        category: 'Kalite',
        tags,
        assigneeId: assignee.id,
        createdBy: pick(people).id,
        status: pick(TASK_STATUSES),
        priority: pick(TASK_PRIORITIES),
        dueDate: `2026-12-${String(1 + Math.floor(rnd() * 28)).padStart(2, '0')}`,
        searchText: taskSearchText({
          title,
          description,
          category: 'Kalite',
          tags,
          assigneeName: assignee.fullName,
        }),
        createdAt: new Date(Date.now() - Math.floor(rnd() * 90 * 86_400_000)),
      };
    });
    await db.insert(tasks).values(rows);
  }
  // As a running server has them: autovacuum on PostgreSQL, the auto-analyze check on PGlite.
  await db.execute(sql`analyze`);
  return people[0]?.id ?? '';
}

async function median(run: () => Promise<unknown>): Promise<[number, number]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return [times[Math.floor(RUNS / 2)] ?? NaN, times[Math.floor(RUNS * 0.9)] ?? NaN];
}

async function main(): Promise<void> {
  console.log(
    `Task list pages without HTTP: listTasks on ${ENGINE}, ${RUNS} calls per query, 50 per page;` +
      ` ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)}.`,
  );
  const cases: [string, TTaskFilter][] = [
    ['newest (first page, capped count)', { sort: 'newest' }],
    ["'Bana atananlar'", { sort: 'newest', scope: 'mine' }],
    ["Turkish search 'kalıp bakım'", { sort: 'newest', search: 'kalıp bakım' }],
    ["assignee name + '#spc'", { sort: 'newest', search: 'Öztürk #spc' }],
    ['status + priority, by due date', { sort: 'due', status: 'in_progress', priority: 'high' }],
  ];
  const rows = new Map<string, string[]>();
  for (const size of SIZES) {
    const { database, close } = await open();
    try {
      const me = await seed(database, size);
      for (const [name, filter] of cases) {
        const [p50, p90] = await median(() => listTasks(database.db, me, { limit: 50, ...filter }));
        rows.set(name, [...(rows.get(name) ?? []), `${fmt(p50)} / ${fmt(p90)}`]);
      }
      let cursor: string | undefined;
      for (let page = 0; page < 100; page++) {
        const next = await listTasks(database.db, me, { limit: 50, sort: 'priority', cursor });
        cursor = next.nextCursor ?? undefined;
      }
      const [p50, p90] = await median(() =>
        listTasks(database.db, me, { limit: 50, sort: 'priority', cursor }),
      );
      const deep = 'page after 5 000 tasks, by priority';
      rows.set(deep, [...(rows.get(deep) ?? []), `${fmt(p50)} / ${fmt(p90)}`]);
    } finally {
      await close();
    }
  }
  const table = [...rows].map(([name, cells]) => [name, ...cells]);
  printTable('Median / p90 ms per page', ['query', ...SIZES.map((s) => `${s} tasks`)], table);
  // The README's table has a column per database and size: this run's columns.
  const engine = ENGINE === 'postgres' ? 'PostgreSQL' : 'PGlite';
  printReadmeRows(
    [{ header: ['query', ...SIZES.map((size) => `${engine} ${readmeNumber(size)}`)], rows: table }],
    ['SIZES', 'DB'],
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
