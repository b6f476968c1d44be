import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { notifications, users } from '../db/schema';
import { createInstance, createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';
import { openSocket } from '../testing/ws-client';

// Two server instances on one database, as behind a load balancer: sessions, presence and live
// events must cross from one to the other through the database (LISTEN/NOTIFY).
let one: TestApp;
let two: Awaited<ReturnType<typeof createInstance>>;
let secondHandle: Database;
let portOne: number;
let portTwo: number;

beforeAll(async () => {
  one = await createTestApp();
  secondHandle = await one.database.openSecondHandle();
  two = await createInstance(secondHandle);
  await one.app.listen({ port: 0, host: '127.0.0.1' });
  await two.app.listen({ port: 0, host: '127.0.0.1' });
  portOne = (one.app.server.address() as AddressInfo).port;
  portTwo = (two.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await two?.close();
  await secondHandle?.close();
  await one?.close();
});

const sameOrigin = (port: number) => ({ origin: `http://127.0.0.1:${port}` });

describe('realtime across instances', () => {
  it('refuses a WebSocket without a session', async () => {
    await expect(openSocket(portOne, '')).rejects.toThrow('HTTP 401');
  });

  it('shares sessions: a cookie from instance one works on instance two', async () => {
    const cookie = await loginAs(one.app, ...DEMO.kalite);
    const me = await two.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json().user.username).toBe('kalite');
  });

  it('pushes an insert made through one instance to a client of the other', async () => {
    const admin = await loginAs(one.app, ...DEMO.admin);
    const kalite = await loginAs(one.app, ...DEMO.kalite);
    const client = await openSocket(portTwo, kalite);
    const res = await fetch(`http://127.0.0.1:${portOne}/api/suggestions`, {
      method: 'POST',
      headers: { cookie: admin, 'content-type': 'application/json', ...sameOrigin(portOne) },
      body: JSON.stringify({ name: 'Ahmet Yılmaz', message: 'Canlı öneri' }),
    });
    expect(res.status).toBe(201);
    const event = await client.waitFor(
      (m) => 'table' in m && m.table === 'suggestions' && m.eventType === 'INSERT',
    );
    expect(event).toMatchObject({
      table: 'suggestions',
      eventType: 'INSERT',
      old: null,
      new: { message: 'Canlı öneri', user: 'A.Y.' },
    });
    await client.close();
  });

  it('counts presence over both instances and drops a closed connection', async () => {
    const admin = await loginAs(one.app, ...DEMO.admin);
    const kalip = await loginAs(two.app, ...DEMO.kalip);
    const a = await openSocket(portOne, admin);
    const b = await openSocket(portTwo, kalip);
    const names = (m: { users: { fullName: string }[] }) => m.users.map((u) => u.fullName);
    const both = await a.waitFor(
      (m) => 'type' in m && names(m).includes('Ahmet Yılmaz') && names(m).includes('Mehmet Demir'),
    );
    expect(both).toBeTruthy();
    await b.close();
    await a.waitFor(
      (m) => 'type' in m && !names(m).includes('Mehmet Demir') && names(m).includes('Ahmet Yılmaz'),
    );
    await a.close();
  });

  it('delivers private rows (notifications) to their owner only', async () => {
    const kaliteCookie = await loginAs(one.app, ...DEMO.kalite);
    const kalipCookie = await loginAs(one.app, ...DEMO.kalip);
    const owner = await openSocket(portTwo, kaliteCookie);
    const other = await openSocket(portOne, kalipCookie);
    const [kalite] = await one.ctx.db.select().from(users).where(eq(users.username, 'kalite'));
    await one.ctx.db
      .insert(notifications)
      .values({ userId: kalite!.id, type: 'other', message: 'Yalnız size' });
    const got = await owner.waitFor((m) => 'table' in m && m.table === 'notifications');
    expect(got).toMatchObject({ eventType: 'INSERT', new: { message: 'Yalnız size', read: false } });
    // The other user's socket saw the presence change but never the notification.
    await new Promise((r) => setTimeout(r, 300));
    expect(other.messages.some((m) => 'table' in m && m.table === 'notifications')).toBe(false);
    await owner.close();
    await other.close();
  });

  it('ends a session everywhere: logout on one instance evicts the other instance’s cache', async () => {
    const cookie = await loginAs(one.app, ...DEMO.kalip);
    expect(
      (await two.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode,
    ).toBe(200);
    await one.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    let status = 200;
    for (let i = 0; i < 40 && status === 200; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = (await two.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode;
    }
    expect(status).toBe(401);
  });
});
