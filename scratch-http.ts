import { openPglite } from './src/server/db/open-pglite';
import { createInstance } from './src/server/testing/test-app';
import { tasks, users } from './src/server/db/schema';
import { taskStats } from './src/server/tasks/task-stats';
import { teamWorkload } from './src/server/team/team-workload';
import { addDays, zonedDate } from './src/domain/tasks/work-calendar';
import { SESSION_COOKIE } from './src/server/auth/session-store';
import { ZTaskStats, ZTeamWorkload } from './src/domain/tasks/insights-contract';

const database = await openPglite(undefined);
const inst = await createInstance(database, { DEMO_MODE: 'false' });
const db = inst.ctx.db;
const created = await db.insert(users).values(Array.from({ length: 200 }, (_, i) => ({ username: `u${i}`, usernameKey: `u${i}`, email: `u${i}@x`, fullName: `Çalışan ${i}`, passwordHash: 'x' }))).returning({ id: users.id });
const today = zonedDate(new Date());
for (let s = 0; s < 2000; s += 500) {
  await db.insert(tasks).values(Array.from({ length: 500 }, (_, i) => ({ title: 't', assigneeId: created[(s + i * 7) % 200]!.id, status: (['todo','in_progress','review','completed'] as const)[i % 4], dueDate: addDays(today, (i % 60) - 30), completedAt: i % 4 === 3 ? new Date(Date.now() - (i % 20) * 86400000) : null })));
}
const cookie = `${SESSION_COOKIE}=${(await inst.ctx.sessions.create(created[0]!.id)).token}`;
const med = async (name: string, f: () => Promise<unknown>) => { const xs: number[] = []; for (let k = 0; k < 60; k++) { const a = performance.now(); await f(); xs.push(performance.now() - a); } xs.sort((a, b) => a - b); console.log(name.padEnd(16), 'median', xs[30]?.toFixed(2), 'min', xs[0]?.toFixed(2)); };
const s = await taskStats(db); const w = await teamWorkload(db);
for (let r = 0; r < 2; r++) {
await med('taskStats', () => taskStats(db));
await med('inject stats', () => inst.app.inject({ url: '/api/tasks/stats', headers: { cookie } }));
await med('zod stats', async () => ZTaskStats.parse(s));
await med('json stats', async () => JSON.stringify(s));
await med('workload', () => teamWorkload(db));
await med('inject workload', () => inst.app.inject({ url: '/api/team/workload', headers: { cookie } }));
await med('zod workload', async () => ZTeamWorkload.parse(w));
await med('inject me', () => inst.app.inject({ url: '/api/auth/me', headers: { cookie } }));
}
await inst.close(); await database.close();
