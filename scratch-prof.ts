import { sql } from 'drizzle-orm';
import { openPglite } from './src/server/db/open-pglite';
import { createInstance } from './src/server/testing/test-app';
import { tasks, users } from './src/server/db/schema';
import { taskStats } from './src/server/tasks/task-stats';
import { teamWorkload } from './src/server/team/team-workload';
import { addDays, zonedDate } from './src/domain/tasks/work-calendar';

const database = await openPglite(undefined);
const inst = await createInstance(database, { DEMO_MODE: 'false' });
const db = inst.ctx.db;
const created = await db.insert(users).values(Array.from({ length: 200 }, (_, i) => ({ username: `u${i}`, usernameKey: `u${i}`, email: `u${i}@x`, fullName: `U ${i}`, passwordHash: 'x' }))).returning({ id: users.id });
const today = zonedDate(new Date());
let t0 = Date.now();
for (let s = 0; s < 10000; s += 500) {
  await db.insert(tasks).values(Array.from({ length: 500 }, (_, i) => ({ title: 't', assigneeId: created[(s + i) % 200]!.id, status: (['todo','in_progress','review','completed'] as const)[i % 4], dueDate: addDays(today, (i % 60) - 30), completedAt: i % 4 === 3 ? new Date(Date.now() - (i % 20) * 86400000) : null })));
}
console.log('seed', Date.now() - t0);
const med = async (name: string, f: () => Promise<unknown>) => { const xs: number[] = []; for (let k = 0; k < 40; k++) { const a = performance.now(); await f(); xs.push(performance.now() - a); } xs.sort((a, b) => a - b); console.log(name, 'median', xs[20]?.toFixed(1), 'min', xs[0]?.toFixed(1)); };
const { countsPerUser } = await import('./src/server/tasks/task-counters');
const { taskCounterState } = await import('./src/server/db/schema');
await med('counts', () => countsPerUser(db, today));
await med('state', () => db.select().from(taskCounterState));
await med('select1', () => db.execute(sql`select 1`));
await med('users', () => db.select().from(users));
await med('usersjson', () => db.execute(sql`select json_agg(json_build_array(id, full_name, role))::text as j from users`));
await med('countsjson', () => db.execute(sql`select json_agg(x)::text from (select u.id, u.full_name, u.role, c.status, c.tasks, c.overdue, c.remaining_hours, c.on_time from users u left join task_counters c on c.assignee_id = u.id) x`));
await med('stats', () => taskStats(db)); await med('workload', () => teamWorkload(db));
const c = await db.execute(sql`select count(*) from task_counters`);
console.log(JSON.stringify(c));
t0 = performance.now();
const r = await db.execute(sql`explain analyze select u.id, sum(c.tasks) from users u left join task_counters c on c.assignee_id = u.id group by u.id order by u.full_name`);
console.log(performance.now() - t0, JSON.stringify(r).slice(0, 1500));
await inst.close(); await database.close();
