import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  REALTIME_RESYNC_CLOSE_CODE,
  REALTIME_SESSION_ENDED_CLOSE_CODE,
} from '../../domain/realtime/contract';
import { buildApp } from '../app';
import type { AppContext } from '../app-context';
import { loadConfig } from '../config';
import { createContext } from '../create-context';
import type { Database } from '../db/database';
import { presenceConnections, users } from '../db/schema';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';
import { openSocket, type TestSocket } from '../testing/ws-client';
import { MAX_BUFFERED_BYTES, MAX_SOCKETS_PER_SESSION, REALTIME_CHANNEL, RealtimeHub } from './realtime-hub';

// The real wiring (1 MiB cap, 30 s pings) for the Origin check and the slow consumer; a second
// instance whose hub pings every PING_MS for the liveness tests.
const PING_MS = 400;
let real: TestApp;
let realPort: number;
let fast: { app: FastifyInstance; ctx: AppContext; database: Database };
let fastPort: number;

beforeAll(async () => {
  real = await createTestApp();
  await real.app.listen({ port: 0, host: '127.0.0.1' });
  realPort = (real.app.server.address() as AddressInfo).port;

  // A second instance on the same database (as behind a load balancer), with its own hub.
  const database = await real.database.openSecondHandle();
  const config = { ...loadConfig({ DEMO_MODE: 'true', LOG_LEVEL: 'silent' }), webDist: '/nonexistent' };
  const ctx = await createContext(config, database);
  ctx.realtime = new RealtimeHub(database, ctx.sessions, { pingIntervalMs: PING_MS });
  const app = await buildApp(ctx, { logger: false });
  await ctx.realtime.start();
  await app.listen({ port: 0, host: '127.0.0.1' });
  fast = { app, ctx, database };
  fastPort = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await fast?.ctx.realtime.stop();
  await fast?.app.close();
  await fast?.database.close();
  await real?.close();
});

/** A raw WebSocket handshake: the status (101 = upgraded) and, when refused, the JSON body. */
function handshake(headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.get({
      host: '127.0.0.1',
      port: realPort,
      path: '/api/realtime',
      agent: false,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        ...headers,
      },
    });
    request.once('upgrade', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode ?? 0, body: null });
    });
    request.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
    });
    request.once('error', reject);
  });
}

const until = async (check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

const closed = (socket: WebSocket): Promise<number> =>
  new Promise((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) return resolve(-1);
    socket.once('close', (code) => resolve(code));
  });

describe('WebSocket upgrade: Origin check (cross-site WebSocket hijacking)', () => {
  let cookie: string;
  beforeAll(async () => {
    cookie = await loginAs(real.app, ...DEMO.kalite);
  });

  it.each([
    ['another site', () => ({ origin: 'http://evil.example' })],
    ['another port of this host', () => ({ origin: `http://127.0.0.1:${realPort + 1}` })],
    ['another name of this host', () => ({ origin: `http://localhost:${realPort}` })],
    ['another scheme', () => ({ origin: `https://127.0.0.1:${realPort}` })],
    ['an opaque origin', () => ({ origin: 'null' })],
    [
      'a sibling subdomain',
      () => ({ host: `app.kalite.test:${realPort}`, origin: `http://evil.kalite.test:${realPort}` }),
    ],
    ['Sec-Fetch-Site: same-site', () => ({ 'sec-fetch-site': 'same-site' })],
    ['Sec-Fetch-Site: cross-site', () => ({ 'sec-fetch-site': 'cross-site' })],
  ])('refuses an upgrade from %s with a valid session cookie (403, no upgrade)', async (_name, headers) => {
    const res = await handshake({ cookie, ...headers() });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { code: 'cross_site_request', message: expect.any(String) } });
  });

  it('accepts its own origin, behind a proxy name too, and a client without Origin', async () => {
    expect((await handshake({ cookie, origin: `http://127.0.0.1:${realPort}` })).status).toBe(101);
    expect(
      (
        await handshake({
          cookie,
          host: `app.kalite.test:${realPort}`,
          origin: `http://app.kalite.test:${realPort}`,
          'sec-fetch-site': 'same-origin',
        })
      ).status,
    ).toBe(101);
    expect((await handshake({ cookie })).status).toBe(101);
  });

  it('a same-origin client receives its presence message', async () => {
    const client = await openSocket(realPort, cookie, {
      headers: { origin: `http://127.0.0.1:${realPort}` },
    });
    await client.waitFor((m) => 'type' in m && m.type === 'presence');
    await client.close();
  });
});

describe('slow consumers', () => {
  // A live source whose rows are 256 KiB: the real NOTIFY → load → fan-out path, with rows large
  // enough to fill the loopback TCP buffers (several MiB) and then the cap in a few dozen events.
  const ROW_BYTES = 256 * 1024;
  let sent = 0;
  beforeAll(() => {
    real.ctx.realtime.register({
      dbTable: 'hardening_bulk',
      table: 'tasks',
      load: async (id) => ({ id, filler: 'x'.repeat(ROW_BYTES) }),
    });
  });
  const notify = async (): Promise<string> => {
    const id = `bulk-${++sent}`;
    const payload = JSON.stringify({ table: 'hardening_bulk', op: 'UPDATE', id, userId: null });
    await real.ctx.db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
    return id;
  };
  const received = (client: TestSocket, id: string) =>
    client.waitFor((m) => 'table' in m && m.new?.id === id, 10_000);

  it('closes a client that stopped reading with the resync code once its backlog passes the cap', async () => {
    const kalite = await loginAs(real.app, ...DEMO.kalite);
    const admin = await loginAs(real.app, ...DEMO.admin);
    const reader = await openSocket(realPort, admin);
    const stalled = await openSocket(realPort, kalite);
    await stalled.waitFor((m) => 'type' in m);
    const stalledClosed = closed(stalled.socket);
    stalled.socket.pause();
    // Sockets of the earlier tests are gone: the hub serves these two only.
    await until(() => real.ctx.realtime.connectionCount === 2);
    const serverSockets = () => [...real.app.websocketServer.clients];
    const closingSocket = () => serverSockets().find((s) => s.readyState === WebSocket.CLOSING);
    const backlog = () => Math.max(...serverSockets().map((s) => s.bufferedAmount));

    // Each event is awaited at the reader, so the stalled socket is offered every one of them.
    for (let i = 0; i < 200 && !closingSocket(); i++) await received(reader, await notify());
    const closing = closingSocket();
    expect(closing).toBeDefined();
    expect(real.ctx.realtime.connectionCount).toBe(1);
    const held = closing!.bufferedAmount;
    expect(held).toBeLessThanOrEqual(MAX_BUFFERED_BYTES + 1024);

    // Nothing more is queued for it, while the other client keeps receiving.
    for (let i = 0; i < 5; i++) await received(reader, await notify());
    expect(closing!.bufferedAmount).toBeLessThanOrEqual(held);
    expect(backlog()).toBeLessThanOrEqual(MAX_BUFFERED_BYTES + 1024);

    // Once it reads again it finds the backlog, then the resync close.
    stalled.socket.resume();
    expect(await stalledClosed).toBe(REALTIME_RESYNC_CLOSE_CODE);
    await reader.close();
  });
});

describe('server pings', () => {
  const presenceRows = async (username: string) =>
    (
      await fast.ctx.db
        .select({ id: presenceConnections.id })
        .from(presenceConnections)
        .innerJoin(users, eq(users.id, presenceConnections.userId))
        .where(eq(users.username, username))
    ).length;

  it('terminates a client that does not answer pings and removes its presence row', async () => {
    const silent = await openSocket(fastPort, await loginAs(fast.app, ...DEMO.kalip), { autoPong: false });
    const silentClosed = closed(silent.socket);
    const healthy = await openSocket(fastPort, await loginAs(fast.app, ...DEMO.admin));
    let pings = 0;
    healthy.socket.on('ping', () => pings++);
    await silent.waitFor((m) => 'type' in m);
    await until(async () => (await presenceRows('kalip')) === 1);

    // Terminated (no closing handshake: 1006) within two intervals of its first unanswered ping.
    expect(await silentClosed).toBe(1006);
    await until(async () => (await presenceRows('kalip')) === 0);

    // The answering client stays connected across several pings.
    await until(() => pings >= 3);
    expect(healthy.socket.readyState).toBe(WebSocket.OPEN);
    expect(await presenceRows('admin')).toBeGreaterThanOrEqual(1);
    await healthy.close();
  });
});

describe('a socket ends with its session', () => {
  it('closes the sockets of a signed-out session with 4401, on every instance, and keeps the others', async () => {
    const ending = await loginAs(real.app, ...DEMO.kalip);
    const staying = await loginAs(real.app, ...DEMO.kalip);
    // One socket on each instance for the session that will end, one for the session that stays.
    const onReal = await openSocket(realPort, ending);
    const onFast = await openSocket(fastPort, ending);
    const other = await openSocket(realPort, staying);
    const codes = Promise.all([closed(onReal.socket), closed(onFast.socket)]);
    const res = await real.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: ending },
    });
    expect(res.statusCode).toBe(200);
    expect(await codes).toEqual([REALTIME_SESSION_ENDED_CLOSE_CODE, REALTIME_SESSION_ENDED_CLOSE_CODE]);
    expect(other.socket.readyState).toBe(WebSocket.OPEN);
    await other.close();
  });
});

describe('sockets per session', () => {
  it(`accepts ${MAX_SOCKETS_PER_SESSION} sockets of one session and closes the next with 1008`, async () => {
    const cookie = await loginAs(real.app, ...DEMO.kalite);
    const sockets: TestSocket[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_SESSION; i++) sockets.push(await openSocket(realPort, cookie));
    const extra = new WebSocket(`ws://127.0.0.1:${realPort}/api/realtime`, { headers: { cookie } });
    expect(await closed(extra)).toBe(1008);
    expect(sockets.every((s) => s.socket.readyState === WebSocket.OPEN)).toBe(true);
    // Another session of the same user is counted apart.
    const other = await openSocket(realPort, await loginAs(real.app, ...DEMO.kalite));
    await other.close();
    await Promise.all(sockets.map((s) => s.close()));
  });
});
