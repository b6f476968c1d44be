/**
 * Read-only feeds at scale: GET /api/feeds/tasks (CSV and JSON) over TASKS tasks (default 100 000)
 * with a personal API token, through a real HTTP listener, on in-memory PGlite. Prints the time to
 * the first byte, the total time, the size, and the heap growth during the download (sampled every
 * 20 ms): the rows are streamed in batches, so the heap stays flat whatever the table's size.
 * Run: TASKS=100000 node --import tsx bench/feeds.ts
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { users } from '../src/server/db/schema';
import { createApiToken } from '../src/server/feeds/api-token-store';
import { createInstance } from '../src/server/testing/test-app';
import { openTestDatabase } from '../src/server/testing/test-database';

const TASKS = Number(process.env.TASKS ?? 100_000);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function download(port: number, path: string, token: string) {
  return new Promise<{ firstByteMs: number; totalMs: number; bytes: number; peakHeap: number }>(
    (resolve, reject) => {
      global.gc?.();
      const base = process.memoryUsage().heapUsed;
      let peak = base;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 20);
      const started = performance.now();
      let firstByteMs = 0;
      let bytes = 0;
      http
        .get({ host: '127.0.0.1', port, path, headers: { authorization: `Bearer ${token}` } }, (res) => {
          if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
          res.on('data', (chunk: Buffer) => {
            if (bytes === 0) firstByteMs = performance.now() - started;
            bytes += chunk.length;
          });
          res.on('end', () => {
            clearInterval(sampler);
            resolve({ firstByteMs, totalMs: performance.now() - started, bytes, peakHeap: peak - base });
          });
        })
        .on('error', reject);
    },
  );
}

const database = await openTestDatabase('pglite');
const instance = await createInstance(database, { LOG_LEVEL: 'silent', DEMO_MODE: 'true' });
// The bench measures the feed, not the live updates of 100 000 inserted rows.
await instance.ctx.realtime.stop();
const db = instance.ctx.db;
const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
if (!admin) throw new Error('no admin');
const seeded = performance.now();
await db.execute(sql`
  insert into tasks (title, description, assignee_id, created_by, due_date, priority, status, category, tags, created_at)
  select 'Kalıp bakım görevi ' || g, 'Açıklama ' || g, ${admin.id}::uuid, ${admin.id}::uuid,
         current_date + (g % 60), (array['low','medium','high','critical'])[1 + g % 4],
         (array['todo','in_progress','review','completed'])[1 + g % 4], 'Bakım',
         '["kalıp","çapak"]'::jsonb, now() - make_interval(secs => g)
  from generate_series(1, ${TASKS}) g`);
console.log(`seeded ${TASKS} tasks in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);
const { secret } = await createApiToken(db, admin.id, 'bench');
await instance.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = instance.app.server.address() as AddressInfo;
for (const format of ['csv', 'json'] as const) {
  const r = await download(port, `/api/feeds/tasks?format=${format}`, secret);
  console.log(
    `${format}: first byte ${r.firstByteMs.toFixed(0)} ms, total ${(r.totalMs / 1000).toFixed(2)} s, ` +
      `${mb(r.bytes)}, heap growth at most ${mb(r.peakHeap)}`,
  );
}
await instance.close();
await database.close();
