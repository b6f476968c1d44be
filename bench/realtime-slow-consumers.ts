/**
 * Slow WebSocket consumers: 50 clients that never read and one that does, while the server applies
 * 6 000 task updates (one NOTIFY → row load → fan-out each). Prints the server's RSS before, at its
 * peak and after, and how many stalled sockets the server closed with the resync code. Without the
 * per-socket cap the server kept every unsent event (245 → 534 MB, never released).
 * The updated tasks carry 2 000-character descriptions (a long but ordinary 8D text; the limit is
 * 5 000): with ~0.8 KB events the kernel's loopback buffers (~4 MiB per socket here) absorb all
 * 6 000 and the cap is never reached, which would measure the kernel rather than the server.
 * Run: node --import tsx bench/realtime-slow-consumers.ts   (prints figures, asserts nothing; in-memory
 * PGlite in a child process, loopback only, bounded by UPDATE_TIMEOUT_MS)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { eq, inArray, sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { printReadmeRows, readmeNumber } from './support/readme-rows';
import { fmt, printTable } from './support/table';
import { REALTIME_RESYNC_CLOSE_CODE } from '../src/domain/realtime/contract';
import { openPglite } from '../src/server/db/open-pglite';
import { SESSION_COOKIE } from '../src/server/auth-kit/session-store';
import { tasks, users } from '../src/server/db/schema';
import { MAX_BUFFERED_BYTES } from '../src/server/realtime/realtime-hub';
import { createInstance } from '../src/server/testing/test-app';

const STALLED = 50;
const UPDATES = 6_000;
const UPDATE_TIMEOUT_MS = 300_000;
const SETTLE_MS = 2_000;
const DESCRIPTION_CHARS = 2_000;

type Request = { type: 'stats' } | { type: 'updates'; count: number };
interface Stats {
  type: 'stats';
  rssBytes: number;
  heapUsedBytes: number;
  /** Sockets still in the hub's fan-out. */
  connections: number;
}
interface Ready {
  type: 'ready';
  url: string;
  /** One session per socket: the reading client's first, then one per stalled client. */
  cookies: string[];
}

/** Child process: the real app (demo data) on 127.0.0.1:0; answers 'stats' and runs 'updates'. */
async function serve(): Promise<void> {
  const send = process.send?.bind(process);
  if (!send) throw new Error('the server needs an IPC channel');
  const database = await openPglite(undefined);
  const { app, ctx, close } = await createInstance(database);
  // The hub takes at most 10 sockets of one session (MAX_SOCKETS_PER_SESSION): each client signs in
  // on its own, as 51 browsers would.
  const [kalite] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'kalite'));
  if (!kalite) throw new Error('no demo user kalite');
  const cookies: string[] = [];
  for (let i = 0; i <= STALLED; i++)
    cookies.push(`${SESSION_COOKIE}=${(await ctx.sessions.create(kalite.id)).token}`);
  const ids = (await ctx.db.select({ id: tasks.id }).from(tasks).limit(50)).map((r) => r.id);
  const description = 'Müşteri hattında çapak ve boya tonu sapması; kök neden analizi sürüyor. '
    .repeat(40)
    .slice(0, DESCRIPTION_CHARS);
  await ctx.db.update(tasks).set({ description }).where(inArray(tasks.id, ids));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on TCP');
  const stats = (): Stats => ({
    type: 'stats',
    rssBytes: process.memoryUsage.rss(),
    heapUsedBytes: process.memoryUsage().heapUsed,
    connections: ctx.realtime.connectionCount,
  });
  process.on('message', (message: Request) => {
    if (message.type === 'stats') send(stats());
    else
      void (async () => {
        // One statement per update: one NOTIFY, one row load, one broadcast each.
        for (let i = 0; i < message.count; i++) {
          await ctx.db
            .update(tasks)
            .set({ completedHours: sql`${tasks.completedHours} + 0.25`, updatedAt: new Date() })
            .where(eq(tasks.id, ids[i % ids.length] ?? ''));
        }
        send({ type: 'updated' });
      })();
  });
  process.on(
    'SIGTERM',
    () =>
      void close()
        .then(() => database.close())
        .finally(() => process.exit(0)),
  );
  send({ type: 'ready', url: `ws://127.0.0.1:${address.port}/api/realtime`, cookies } satisfies Ready);
}

function startChild(): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), 'server'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('server did not start within 60 s'));
    }, 60_000);
    child.once('exit', (code) => reject(new Error(`server exited with code ${code}`)));
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve({ child, ready: message as Ready });
    });
  });
}

/** Sends a request and waits for the child's next message of the given type. */
function ask<T>(child: ChildProcess, request: Request, type: string, timeoutMs = 10_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error(`no '${type}' answer within ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (message: { type?: string }) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message as T);
    };
    child.on('message', onMessage);
    child.send(request);
  });
}

function connect(url: string, cookie: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { cookie } });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

const mb = (bytes: number) => fmt(bytes / 1024 / 1024, 0);

async function main(): Promise<void> {
  console.log(
    `Slow WebSocket consumers: ${STALLED} clients that never read + 1 reading client, ${UPDATES} task updates;` +
      ` per-socket cap ${MAX_BUFFERED_BYTES / 1024} KiB; real app on in-memory PGlite in a child process on 127.0.0.1;` +
      ` ${os.cpus().length} CPU cores (load average ${os.loadavg()[0]?.toFixed(1)}).`,
  );
  const { child, ready } = await startChild();
  const sockets: WebSocket[] = [];
  try {
    const reader = await connect(ready.url, ready.cookies[0] ?? '');
    sockets.push(reader);
    let received = 0;
    let receivedBytes = 0;
    reader.on('message', (data: Buffer) => {
      if (!data.toString('utf8', 0, 16).startsWith('{"table":"tasks"')) return;
      received++;
      receivedBytes += data.length;
    });
    for (let i = 0; i < STALLED; i++) {
      const socket = await connect(ready.url, ready.cookies[i + 1] ?? '');
      // Stops reading from the TCP socket: the server's writes pile up behind it.
      socket.pause();
      sockets.push(socket);
    }
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const before = await ask<Stats>(child, { type: 'stats' }, 'stats');

    let peak = before.rssBytes;
    let sampling = false;
    const sampler = setInterval(() => {
      // The busy server may answer late: one question at a time.
      if (sampling) return;
      sampling = true;
      ask<Stats>(child, { type: 'stats' }, 'stats')
        .then((s) => (peak = Math.max(peak, s.rssBytes)))
        .catch(() => {})
        .finally(() => (sampling = false));
    }, 250);
    const started = Date.now();
    await ask(child, { type: 'updates', count: UPDATES }, 'updated', UPDATE_TIMEOUT_MS);
    const seconds = (Date.now() - started) / 1000;
    const deadline = Date.now() + 10_000;
    while (received < UPDATES && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    clearInterval(sampler);
    const right = await ask<Stats>(child, { type: 'stats' }, 'stats');
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const after = await ask<Stats>(child, { type: 'stats' }, 'stats');

    printTable(
      'Server memory (MB) and connections',
      ['moment', 'RSS', 'heap used', 'sockets in fan-out'],
      [
        ['before the updates', mb(before.rssBytes), mb(before.heapUsedBytes), before.connections],
        ['peak (sampled every 250 ms)', mb(peak), '', ''],
        ['right after the updates', mb(right.rssBytes), mb(right.heapUsedBytes), right.connections],
        [`${SETTLE_MS / 1000} s later`, mb(after.rssBytes), mb(after.heapUsedBytes), after.connections],
      ],
    );
    printTable(
      'Delivery',
      ['updates', 'seconds', 'reader received', 'avg event bytes', 'stalled closed (resync)'],
      [
        [
          UPDATES,
          fmt(seconds, 1),
          received,
          fmt(receivedBytes / Math.max(1, received), 0),
          before.connections - after.connections,
        ],
      ],
    );
    // Nothing else ends a session or a socket here: the sockets that left the fan-out are the cap's,
    // which closes them with the resync code.
    const closed = before.connections - after.connections;
    const all = (count: number, of: number) =>
      count === of ? `all ${readmeNumber(of)}` : `${readmeNumber(count)} of ${readmeNumber(of)}`;
    printReadmeRows([
      {
        rows: [
          [
            `${STALLED} WebSocket clients that never read + ${readmeNumber(UPDATES)} task updates (\`bench/realtime-slow-consumers.ts\`)`,
            `server RSS ${mb(before.rssBytes)} → ${mb(after.rssBytes)} MB, ${all(closed, STALLED)} stalled sockets ` +
              `closed with ${REALTIME_RESYNC_CLOSE_CODE}, the reading client got ${all(received, UPDATES)}`,
          ],
        ],
      },
    ]);
  } finally {
    // Paused sockets cannot complete a closing handshake: end them at once.
    for (const socket of sockets) socket.terminate();
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
  }
}

if (process.argv[2] === 'server') {
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
